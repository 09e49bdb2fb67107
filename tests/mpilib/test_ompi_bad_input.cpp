// Bad input is refused with std::invalid_argument naming the value, by programs and formulas.
#include <QtTest>

#include "algorithms/catalogue/catalogue.h"

using namespace ct;

namespace {

// Runs `fn` and returns the message of the std::invalid_argument it throws ("" if none).
template <class Fn>
std::string refusal(Fn fn) {
    try {
        fn();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return {};
}

bool mentions(const std::string& message, const std::string& what) {
    return message.find(what) != std::string::npos;
}

}  // namespace

class TestOmpiBadInput : public QObject {
    Q_OBJECT
private slots:
    void refuses_data() {
        QTest::addColumn<QString>("algorithm");
        for (const Algorithm& a : catalogue())
            if (a.info.name.rfind("ompi-", 0) == 0)
                QTest::newRow(a.info.name.c_str()) << QString::fromStdString(a.info.name);
    }
    void refuses() {
        QFETCH(QString, algorithm);
        const Algorithm* a = findAlgorithm(algorithm.toStdString());
        QVERIFY(a);
        AlgorithmParams p;
        p.procs = 8;
        p.bytes = 64;
        p.model = LogGP::logp(6, 2, 4);

        AlgorithmParams bad = p;
        bad.procs = 0;
        QVERIFY(mentions(refusal([&] { a->program(bad); }), "got 0"));
        QVERIFY(mentions(refusal([&] { a->formula(bad); }), "got 0"));
        bad.procs = -3;
        QVERIFY(mentions(refusal([&] { a->program(bad); }), "got -3"));

        bad = p;
        bad.root = 8;
        QVERIFY(mentions(refusal([&] { a->program(bad); }), "root 8 is out of range 0..7"));
        QVERIFY(mentions(refusal([&] { a->formula(bad); }), "root 8"));
        bad.root = -1;
        QVERIFY(mentions(refusal([&] { a->program(bad); }), "root -1"));

        bad = p;
        bad.model = LogGP::logp(-1, 2, 4);
        QVERIFY(!refusal([&] { a->formula(bad); }).empty());

        bad = p;
        bad.bytes = 1001;
        if (a->info.problem == Problem::Broadcast) {
            QVERIFY(refusal([&] { a->program(bad); }).empty());  // any byte count broadcasts
        } else {
            QVERIFY(mentions(refusal([&] { a->program(bad); }), "multiple of 8 bytes (got 1001)"));
            QVERIFY(mentions(refusal([&] { a->formula(bad); }), "got 1001"));
        }
    }

    void knomialRadix() {
        AlgorithmParams p;
        p.procs = 8;
        p.radix = 1;
        p.model = LogGP::logp(6, 2, 4);
        const Algorithm* a = findAlgorithm("ompi-bcast-knomial");
        QVERIFY(mentions(refusal([&] { a->program(p); }), "radix must be at least 2 (got 1)"));
        QVERIFY(mentions(refusal([&] { a->formula(p); }), "got 1"));
        QVERIFY(mentions(refusal([&] { a->tree(p); }), "got 1"));
    }
};

QTEST_APPLESS_MAIN(TestOmpiBadInput)
#include "test_ompi_bad_input.moc"
