// The one message-size grammar (core/protocol/sizes.h): what every spelling means, and the
// message for every mistake, naming the bad part.
#include <QtTest>

#include <string>
#include <vector>

#include "protocol/sizes.h"

using namespace ct::protocol;

namespace {

using Sizes = std::vector<std::uint64_t>;

QString joined(const Sizes& sizes) {
    QStringList parts;
    for (std::uint64_t s : sizes)
        parts << QString::number(s);
    return parts.join(QLatin1Char(','));
}

}  // namespace

class TestProtocolSizes : public QObject {
    Q_OBJECT
private slots:
    void validLists_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");  // the values, comma-separated
        QTest::newRow("plain") << "8"
                               << "8";
        QTest::newRow("zero") << "0"
                              << "0";
        QTest::newRow("K is 1024") << "1K"
                                   << "1024";
        QTest::newRow("lower case") << "64k"
                                    << "65536";
        QTest::newRow("KiB") << "64KiB"
                             << "65536";
        QTest::newRow("KB") << "64KB"
                            << "65536";
        QTest::newRow("B alone") << "512B"
                                 << "512";
        QTest::newRow("M is 1024^2") << "1M"
                                     << "1048576";
        QTest::newRow("MiB with a blank") << "3 MiB"
                                          << "3145728";
        QTest::newRow("G is 1024^3") << "1G"
                                     << "1073741824";
        QTest::newRow("largest int") << "2147483647"
                                     << "2147483647";
        QTest::newRow("list") << "8, 1K,64K"
                              << "8,1024,65536";
        QTest::newRow("empty items skipped") << "8, , 16,"
                                             << "8,16";
        QTest::newRow("doubling range") << "8..64"
                                        << "8,16,32,64";
        QTest::newRow("range with units") << "256K..1M"
                                          << "262144,524288,1048576";
        QTest::newRow("range stops below the end") << "3..20"
                                                   << "3,6,12";
        QTest::newRow("range from zero") << "0..4"
                                         << "0,1,2,4";
        QTest::newRow("range of one") << "8..8"
                                      << "8";
        QTest::newRow("range and list") << "1,8..32"
                                        << "1,8,16,32";
    }
    void validLists() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(joined(parseSizeList(text.toStdString())), expected);
    }

    void invalidLists_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const QString hint = "is not a message size (bytes, optionally with K, M or G: 8, 64K, 1M)";
        QTest::newRow("word") << "lots"
                              << "'lots' " + hint;
        QTest::newRow("unknown unit") << "8,1X"
                                      << "'1X' " + hint;
        QTest::newRow("T is not a unit") << "1T"
                                         << "'1T' " + hint;
        QTest::newRow("negative") << "-8"
                                  << "'-8' " + hint;
        QTest::newRow("fraction") << "1.5K"
                                  << "'1.5K' " + hint;
        QTest::newRow("unit alone") << "K"
                                    << "'K' " + hint;
        QTest::newRow("above INT_MAX")
            << "2G"
            << "'2G' is larger than the largest size allowed, 2147483647 bytes";
        QTest::newRow("huge number") << "99999999999999999999"
                                     << "'99999999999999999999' is larger than the largest size "
                                        "allowed, 2147483647 bytes";
        QTest::newRow("range backwards")
            << "1M..8"
            << "the size range '1M..8' must read FROM..TO with FROM <= TO, e.g. 8..1M";
        QTest::newRow("range end bad") << "8..x"
                                       << "'x' " + hint;
        QTest::newRow("nothing") << " , "
                                 << "no message size given (e.g. 8, 1K, 1M or 8..1M)";
        QTest::newRow("too many") << "1..2G"
                                  << "'2G' is larger than the largest size allowed, "
                                     "2147483647 bytes";
        QTest::newRow("65 sizes") << "1..1K,1..1K,1..1K,1..1K,1..1K,1..1K"
                                  << "more than 64 sizes are too many for one list";
    }
    void invalidLists() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            parseSizeList(text.toStdString());
            QFAIL("no SizeError");
        } catch (const SizeError& e) {
            QCOMPARE(QString::fromStdString(e.what()), message);
        }
    }

    void limitsAreTheCallers() {
        // calibrate --sizes: at least 1 byte.
        QVERIFY_THROWS_EXCEPTION(SizeError, parseSizeList("0", {1, kMaxBytes, kMaxSizes}));
        // predict: sizes beyond an MPI count are fine where nothing is sent.
        QCOMPARE(parseSizeList("4G", {1, std::uint64_t(1) << 50, kMaxSizes}),
                 Sizes{std::uint64_t(4) << 30});
        // A short list limit counts the sizes of ranges too.
        QVERIFY_THROWS_EXCEPTION(SizeError, parseSizeList("1..8", {0, kMaxBytes, 3}));
        QCOMPARE(parseSize("16K"), std::uint64_t(16384));
    }

    void formatting_data() {
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << 0ull << "0";
        QTest::newRow("bytes") << 1000ull << "1000";
        QTest::newRow("K") << 65536ull << "64K";
        QTest::newRow("M") << 1048576ull << "1M";
        QTest::newRow("not whole M") << 1572864ull << "1536K";
        QTest::newRow("G") << 3221225472ull << "3G";
    }
    void formatting() {
        QFETCH(qulonglong, bytes);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(formatSize(bytes)), text);
        // What formatSize writes, parseSize reads back.
        QCOMPARE(qulonglong(parseSize(text.toStdString(), {0, std::uint64_t(1) << 40, 1})), bytes);
    }

    void numberLists_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");  // values, or the message
        QTest::newRow("one") << "3"
                             << "3";
        QTest::newRow("several") << "0,3,1"
                                 << "0,3,1";
        QTest::newRow("units are not numbers")
            << "1K"
            << "needs whole numbers separated by commas, got '1K'";
        QTest::newRow("empty item") << "0,,1"
                                    << "needs whole numbers separated by commas, got '0,,1'";
        QTest::newRow("out of range") << "0,9"
                                      << "values must lie in 0..8, got 9";
    }
    void numberLists() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        try {
            QCOMPARE(joined(parseNumberList(text.toStdString(), 0, 8)), expected);
        } catch (const SizeError& e) {
            QCOMPARE(QString::fromStdString(e.what()), expected);
        }
    }
};

QTEST_APPLESS_MAIN(TestProtocolSizes)
#include "test_protocol_sizes.moc"
