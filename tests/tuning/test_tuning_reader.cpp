// The Open MPI classic rules reader against Open MPI 4.1/5.0's own reading
// (coll_tuned_dynamic_file.c, coll_base_util.c): every pitfall with its exact line and message,
// whether Open MPI would load the file, and the numbers it would hold.
#include <QtTest>

#include "tuning/ompi_collectives.h"
#include "tuning/ompi_rules_reader.h"
#include "tuning/sweep_plan.h"

using namespace ct::tuning;

namespace {
const QString kIgnored = "; Open MPI ignores the whole file and keeps its fixed decisions";

KnownAlgorithms known(const QString& version) {
    KnownAlgorithms k = ompi41Algorithms();
    if (!version.isEmpty()) k.version = parseOmpiVersion(("Open MPI " + version).toStdString());
    return k;
}

QStringList findings(const ClassicReadResult& r) {
    QStringList list;
    for (const auto& f : r.findings)
        list << QString::number(f.line) + ": " + QString::fromStdString(f.message);
    return list;
}
}  // namespace

class TestTuningReader : public QObject {
    Q_OBJECT
private slots:
    // The ompi_info of the installation a launcher names by path, wherever the word stands.
    void ompiInfoBesideTheLauncher_data() {
        QTest::addColumn<QString>("launcher");
        QTest::addColumn<QString>("ompiInfo");  // "" : none (the one on PATH)
        QTest::newRow("by path") << "/work/ompi5/prefix/bin/mpirun --mca pml ob1"
                                 << "/work/ompi5/prefix/bin/ompi_info";
        QTest::newRow("after env")
            << "env -u OMPI_MCA_coll_tuned_dynamic_rules_filename /opt/o/bin/mpiexec -np 2"
            << "/opt/o/bin/ompi_info";
        QTest::newRow("relative") << "./bin/prterun"
                                  << "./bin/ompi_info";
        QTest::newRow("on PATH") << "mpirun --mca btl self,vader"
                                 << "";
        QTest::newRow("srun") << "/usr/bin/srun -n 2"
                              << "";
        QTest::newRow("a path argument only") << "mpirun --hostfile /etc/hosts"
                                              << "";
    }
    void ompiInfoBesideTheLauncher() {
        QFETCH(QString, launcher);
        QFETCH(QString, ompiInfo);
        const auto beside = ompiInfoBesideLauncher(splitLauncher(launcher.toStdString()));
        QCOMPARE(beside.has_value(), !ompiInfo.isEmpty());
        if (beside) QCOMPARE(QString::fromStdString(*beside), ompiInfo);
    }
    void pitfalls_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("loads");
        QTest::addColumn<QStringList>("expected");

        QTest::newRow("valid with comments")
            << "# ok\n1 # collectives\n7 # bcast\n1\n2 2\n0 6 0 0\n4096 9 0 0\n"
            << "4.1.4" << true << QStringList{};
        QTest::newRow("octal 010")
            << "1\n7\n1\n2 2\n0 6 0 0\n010 9 0 0\n"
            << "4.1.4" << true
            << QStringList{
                   "6: '010' is read as the octal number 8 (a leading zero makes a number "
                   "octal); write 10 if that is meant"};
        QTest::newRow("octal 07 is 7 either way") << "1\n7\n1\n2 2\n0 6 0 0\n07 9 0 0\n"
                                                  << "4.1.4" << true << QStringList{};
        QTest::newRow("octal 08 splits")
            << "1\n7\n1\n2 2\n0 6 0 0\n1024 9 0 08\n"
            << "4.1.4" << true
            << QStringList{
                   "6: '08' is read as 0 and then 8 as the next number (a leading zero "
                   "makes a number octal, and 8 is no octal digit)",
                   "6: trailing data: 1 number follows the 1 collective(s) counted on "
                   "line 1; Open MPI ignores them without a word (a count does not match "
                   "the file)"};
        // Three rules promised, two given: the next communicator size is read as a rule.
        QTest::newRow("count does not match")
            << "1\n7\n2\n2 3\n0 6 0 0\n1024 9 0 0\n8 1\n0 6 0 0\n"
            << "4.1.4" << true
            << QStringList{
                   "7: the rule for 8 bytes of bcast communicator size 2 does not fill one line "
                   "(it ends on line 8): a count or a column above does not match the file (4 "
                   "numbers a rule, 5 with rule-file-version-2)",
                   "7: message sizes of bcast communicator size 2 must ascend: 8 follows 1024 "
                   "(line 6); Open MPI stops at the first size larger than the message, so rules "
                   "after it may never apply",
                   "8: communicator sizes of bcast must ascend: 0 follows 2 (line 4); Open MPI "
                   "stops at the first size larger than the communicator, so entries after it may "
                   "never apply"};
        QTest::newRow("first rule not 0")
            << "1\n7\n1\n2 2\n64 6 0 0\n1024 9 0 0\n"
            << "4.1.4" << false
            << QStringList{
                   "5: the first rule of bcast communicator size 2 is for message size "
                   "64; it must be 0" +
                   kIgnored};
        QTest::newRow("communicator sizes not ascending")
            << "1\n7\n2\n8 2\n0 6 0 0\n4096 9 0 0\n4 2\n0 6 0 0\n100 7 0 0\n"
            << "4.1.4" << true
            << QStringList{
                   "7: communicator sizes of bcast must ascend: 4 follows 8 (line 4); "
                   "Open MPI stops at the first size larger than the communicator, so "
                   "entries after it may never apply"};
        QTest::newRow("message sizes not ascending")
            << "1\n7\n1\n2 3\n0 6 0 0\n4096 9 0 0\n1024 8 0 0\n"
            << "4.1.4" << true
            << QStringList{
                   "7: message sizes of bcast communicator size 2 must ascend: 1024 "
                   "follows 4096 (line 6); Open MPI stops at the first size larger than "
                   "the message, so rules after it may never apply"};
        QTest::newRow("unknown algorithm")
            << "1\n7\n1\n2 1\n0 12 0 0\n"
            << "4.1.4" << true
            << QStringList{
                   "5: algorithm 12 is not one of the bcast algorithms this Open MPI "
                   "knows (0 ignore, 1 basic_linear, 2 chain, 3 pipeline, 4 "
                   "split_binary_tree, 5 binary_tree, 6 binomial, 7 knomial, 8 "
                   "scatter_allgather, 9 scatter_allgather_ring; from Open MPI 4.1's "
                   "algorithm numbers)"};
        QTest::newRow("trailing data")
            << "1\n7\n1\n2 1\n0 6 0 0\n11 1\n0 5 0 0\n"
            << "4.1.4" << true
            << QStringList{
                   "6: trailing data: 6 numbers follow the 1 collective(s) counted on "
                   "line 1; Open MPI ignores them without a word (a count does not match "
                   "the file)"};
        QTest::newRow("truncated")
            << "1\n7\n1\n2 2\n0 6 0 0\n"
            << "4.1.4" << false
            << QStringList{
                   "6: the file ends where a message size of bcast communicator size 2 "
                   "was expected (truncated, or a count above promises more than the file "
                   "holds)" +
                   kIgnored};
        QTest::newRow("words")
            << "1\n7\n1\n2 1\n0 6 0 0 fast  binomial\n"
            << "4.1.4" << true
            << QStringList{
                   "5: 'fast binomial' is not a number: Open MPI skips it one character at a time "
                   "without a word (digits right after it are read as the next number); "
                   "start comments with #"};
        QTest::newRow("negative")
            << "1\n7\n1\n-2 1\n0 6 0 0\n"
            << "4.1.4" << false
            << QStringList{"4: a communicator size of bcast is negative (-2)" + kIgnored};
        QTest::newRow("more than 22 collectives")
            << "23\n"
            << "4.1.4" << false
            << QStringList{"1: the number of collectives is 23, more than Open MPI's 22" +
                           kIgnored};
        QTest::newRow("collective id 22")
            << "1\n22\n0\n"
            << "4.1.4" << false
            << QStringList{"2: collective id 22 is not below Open MPI's 22" + kIgnored};
        QTest::newRow("collective twice")
            << "2\n7\n1\n2 1\n0 6 0 0\n7\n1\n2 1\n0 9 0 0\n"
            << "4.1.4" << true
            << QStringList{
                   "6: collective 7 (bcast) was already given on line 2; Open MPI keeps "
                   "only this later entry"};
        QTest::newRow("version 2 on 4.1.8") << "rule-file-version-2\n1\n3\n1\n2 1\n0 2 0 0 8\n"
                                            << "4.1.8" << true << QStringList{};
        QTest::newRow("version 2 on 5.0.7") << "rule-file-version-2\n1\n3\n1\n2 1\n0 2 0 0 8\n"
                                            << "5.0.7" << true << QStringList{};
        QTest::newRow("version 2 on 4.1.4")
            << "rule-file-version-2\n1\n3\n1\n2 1\n0 2 0 0 8\n"
            << "4.1.4" << false
            << QStringList{
                   "1: this Open MPI (4.1.4) does not know 'rule-file-version-N' (4.1.8+ "
                   "and 5.0.7+ do): it skips the letters and reads the number after them "
                   "as data",
                   "1: the number of collectives is negative (-2)" + kIgnored};
        QTest::newRow("version 2 after a comment")
            << "# made by hand\nrule-file-version-2\n1\n3\n1\n2 1\n0 2 0 0 8\n"
            << "4.1.8" << false
            << QStringList{
                   "2: 'rule-file-version-N' counts only as the very first characters of "
                   "the file (before any comment or blank) and only for Open MPI 4.1.8+ "
                   "and 5.0.7+; here its letters are skipped and a number after them is "
                   "read as data",
                   "2: the number of collectives is negative (-2)" + kIgnored};
        QTest::newRow("five columns without version 2")
            << "1\n3\n1\n2 2\n0 2 0 0 8\n1024 3 0 0 8\n"
            << "4.1.8" << true
            << QStringList{
                   "5: the rule for 8 bytes of alltoall communicator size 2 does not fill "
                   "one line (it starts after other numbers on this line): a count or a "
                   "column above does not match the file (4 numbers a rule, 5 with "
                   "rule-file-version-2)",
                   "6: algorithm 1024 is not one of the alltoall algorithms this Open MPI "
                   "knows (0 ignore, 1 linear, 2 pairwise, 3 modified_bruck, 4 "
                   "linear_sync, 5 two_proc; from Open MPI 4.1's algorithm numbers)",
                   "6: trailing data: 2 numbers follow the 1 collective(s) counted on "
                   "line 1; Open MPI ignores them without a word (a count does not match "
                   "the file)"};
        // Open MPI keeps the long it read in an int: the low 32 bits (4294967304 = 2^32 + 8 ran
        // algorithm 8 under Open MPI 5.0.10, 441 ns against 8 forced 451 and 6 forced 180).
        QTest::newRow("algorithm beyond an int")
            << "1\n7\n1\n2 1\n0 4294967304 0 0\n"
            << "5.0.10" << true
            << QStringList{
                   "5: '4294967304' does not fit the int Open MPI keeps the algorithm in: "
                   "it keeps the low 32 bits, 8"};
        // The version is read with %u, decimal only: 0x2 is version 0, then 'x', then 2
        // collectives from the lines meant as the count and the first id.
        QTest::newRow("version in hexadecimal")
            << "rule-file-version-0x2\n1\n7\n1\n2 1\n0 8 0 0\n"
            << "5.0.10" << false
            << QStringList{
                   "1: 'x' is not a number: Open MPI skips it one character at a time "
                   "without a word (digits right after it are read as the next number); "
                   "start comments with #",
                   "5: the first rule of allgatherv communicator size 1 is for message "
                   "size 1; it must be 0" +
                       kIgnored};
        QTest::newRow("empty file")
            << ""
            << "4.1.4" << false
            << QStringList{
                   "1: the file ends where the number of collectives was expected "
                   "(truncated, or a count above promises more than the file holds)" +
                   kIgnored};
    }
    void pitfalls() {
        QFETCH(QString, text);
        QFETCH(QString, version);
        QFETCH(bool, loads);
        QFETCH(QStringList, expected);
        const auto r = readClassicRules(text.toStdString(), known(version));
        QCOMPARE(findings(r), expected);
        QCOMPARE(r.loads, loads);
        if (!loads) QVERIFY(r.table.collectives.empty());
    }

    // What Open MPI holds after reading: hexadecimal numbers, comments inside lines, and the
    // fifth column only where rule-file-version-2 allows it.
    void numbersRead() {
        const auto r = readClassicRules(
            "rule-file-version-2 # header\n2\n7 1\n4 2 # size 4\n0 6 2 0x400\n0x2000 9 0 0 3\n"
            "11\n1 8 1\n0 5 0 0\n",
            known("4.1.8"));
        QVERIFY(r.findings.empty());
        QVERIFY(r.loads);
        QCOMPARE(r.table.fileVersion, 2);
        QCOMPARE(r.table.collectives.size(), std::size_t(2));
        const auto& bcast = r.table.collectives[0];
        QCOMPARE(bcast.collective, ompi::kBcast);
        QCOMPARE(bcast.commSizes[0].commSize, 4);
        QCOMPARE(bcast.commSizes[0].rules[0].faninout, 2);
        QCOMPARE(bcast.commSizes[0].rules[0].segmentBytes, 1024);
        QVERIFY(!bcast.commSizes[0].rules[0].maxRequests);
        QCOMPARE(bcast.commSizes[0].rules[1].minBytes, 8192ULL);
        QCOMPARE(bcast.commSizes[0].rules[1].maxRequests.value(), 3);
        QCOMPARE(bcast.commSizes[0].rules[1].line, 6);
        QCOMPARE(r.table.collectives[1].collective, ompi::kReduce);
        QCOMPARE(r.table.collectives[1].commSizes[0].commSize, 8);
    }

    void ompiInfo() {
        const auto k = parseOmpiInfo(
            "mca:coll:tuned:param:coll_tuned_bcast_algorithm:enumerator:value:0:ignore\n"
            "mca:coll:tuned:param:coll_tuned_bcast_algorithm:enumerator:value:6:binomial\n"
            "mca:coll:tuned:param:coll_tuned_bcast_algorithm:value:ignore\n");
        QCOMPARE(k.knows(ompi::kBcast, 6).value(), true);
        QCOMPARE(k.knows(ompi::kBcast, 5).value(), false);
        QVERIFY(!k.knows(ompi::kReduce, 1));
        QCOMPARE(k.name(ompi::kBcast, 6), std::string("binomial"));
        const auto v = parseOmpiVersion("mpirun (Open MPI) 4.1.4\n");
        QVERIFY(v);
        QCOMPARE(v->patch, 4);
        QVERIFY(!parseOmpiVersion("MPICH 4.0"));
        KnownAlgorithms old;
        old.version = OmpiVersion{5, 0, 6};
        QVERIFY(!old.readsVersionTwo());
        old.version = OmpiVersion{6, 0, 0};
        QVERIFY(old.readsVersionTwo());
    }

    // The readable `ompi_info --param coll tuned --level 9` of this machine's Open MPI 4.1.4
    // (an excerpt: bcast, reduce, allreduce; tests/tuning/data/ompi_info_4.1.4_human.txt). The
    // algorithm parameters' "Valid values" count; the segment-size and fan-out parameters and the
    // "Can be locked down to" prose (which says "3: pipeline") do not.
    void ompiInfoReadable() {
        QFile file(QStringLiteral(CALLTREE_OMPI_INFO_HUMAN));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::string text = file.readAll().toStdString();
        const KnownAlgorithms k = parseOmpiInfo(text);
        QCOMPARE(k.names.size(), std::size_t(3));
        QCOMPARE(k.names.at(ompi::kBcast).size(), std::size_t(10));
        QCOMPARE(k.name(ompi::kBcast, 9), std::string("scatter_allgather_ring"));
        QCOMPARE(k.name(ompi::kBcast, 4), std::string("split_binary_tree"));
        QCOMPARE(k.names.at(ompi::kReduce).size(), std::size_t(8));
        QCOMPARE(k.name(ompi::kReduce, 6), std::string("in-order_binary"));
        QCOMPARE(k.names.at(ompi::kAllreduce).size(), std::size_t(7));
        QCOMPARE(k.knows(ompi::kAllreduce, 7).value(), false);
        QVERIFY(!k.knows(ompi::kAlltoall, 1));  // not in the excerpt
        // The readable and the parsable form list the same numbers for these collectives.
        const KnownAlgorithms builtIn = ompi41Algorithms();
        for (int c : {ompi::kBcast, ompi::kReduce, ompi::kAllreduce})
            QCOMPARE(k.names.at(c), builtIn.names.at(c));

        const KnownAlgorithms installed = installedAlgorithms(text, "Open MPI v4.1.4\n");
        QVERIFY(installed.note.empty());
        QCOMPARE(installed.version->minor, 1);
        QCOMPARE(installed.names.at(ompi::kBcast).size(), std::size_t(10));
    }

    // Without ompi_info the built-in 4.1 list is used, and the note says so and why.
    void ompiInfoFallback() {
        const KnownAlgorithms none = installedAlgorithms("", "");
        QCOMPARE(none.names.size(), ompi41Algorithms().names.size());
        QVERIFY(!none.version);
        QVERIFY(none.note.find("did not run") != std::string::npos);
        QVERIFY(none.note.find("4.1") != std::string::npos);
        const KnownAlgorithms garbage = installedAlgorithms("ompi_info: command failed\n", "");
        QVERIFY(garbage.note.find("listed no algorithms") != std::string::npos);
        QCOMPARE(garbage.name(ompi::kBcast, 6), std::string("binomial"));
    }
};

QTEST_APPLESS_MAIN(TestTuningReader)
#include "test_tuning_reader.moc"
