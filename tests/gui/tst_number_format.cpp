// One number format (issue 21): times in the unit their magnitude calls for, counts unitless with
// the separators of the chosen language, and the language choice moving QLocale() along.
#include <QStandardPaths>
#include <QTest>

#include "fields/number_format.h"
#include "language_manager.h"

using namespace studio::fields;

class TestNumberFormat : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void durations_data();
    void durations();
    void counts_data();
    void counts();
    void percents();
    void ticks_data();
    void ticks();
    void languageChoiceSetsTheSeparator();
};

void TestNumberFormat::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_number_format"));
}

namespace {
const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);
const QLocale kGerman(QLocale::German, QLocale::Germany);
}  // namespace

void TestNumberFormat::durations_data() {
    QTest::addColumn<double>("seconds");
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("expected");
    // The demo's predicted time: 4899597.6 operations at 3.889 operations per ns.
    const double demo = 4899597.6 / 3.889 * 1e-9;
    QTest::newRow("demo en") << demo << kEnglish << QStringLiteral("1.26 ms");
    QTest::newRow("demo de") << demo << kGerman << QStringLiteral("1,26 ms");
    QTest::newRow("half a second") << 0.5 << kEnglish << QStringLiteral("500 ms");
    QTest::newRow("seconds") << 2.5 << kEnglish << QStringLiteral("2.50 s");
    QTest::newRow("long") << 1234.0 << kEnglish << QStringLiteral("1,234 s");
    QTest::newRow("microseconds") << 4.2e-6 << kGerman << QStringLiteral("4,20 µs");
    QTest::newRow("nanoseconds") << 123e-9 << kEnglish << QStringLiteral("123 ns");
    QTest::newRow("below a nanosecond") << 0.25e-9 << kEnglish << QStringLiteral("0.25 ns");
    QTest::newRow("zero") << 0.0 << kEnglish << QStringLiteral("0 ns");
}

void TestNumberFormat::durations() {
    QFETCH(double, seconds);
    QFETCH(QLocale, locale);
    QFETCH(QString, expected);
    QCOMPARE(formatDuration(seconds, locale), expected);
}

void TestNumberFormat::counts_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("expected");
    QTest::newRow("operations en") << 4899597.6 << kEnglish << QStringLiteral("4,899,598");
    QTest::newRow("operations de") << 4899597.6 << kGerman << QStringLiteral("4.899.598");
    QTest::newRow("cycles") << 32.0 << kEnglish << QStringLiteral("32");
    QTest::newRow("fraction de") << 0.0123 << kGerman << QStringLiteral("0,0123");
    QTest::newRow("g") << 8.34 << kEnglish << QStringLiteral("8.34");
    QTest::newRow("huge") << 3e12 << kEnglish << QStringLiteral("3E+12");  // QLocale's exponent
}

void TestNumberFormat::counts() {
    QFETCH(double, value);
    QFETCH(QLocale, locale);
    QFETCH(QString, expected);
    QCOMPARE(formatCount(value, 4, locale), expected);
}

void TestNumberFormat::percents() {
    QCOMPARE(formatPercent(25, 1, kEnglish), QStringLiteral("25.0 %"));
    QCOMPARE(formatPercent(776.66, 1, kGerman), QStringLiteral("776,7 %"));
    QCOMPARE(formatPercent(75, 0, kEnglish), QStringLiteral("75 %"));
    QCOMPARE(formatPercent(1234.5, 0, kEnglish), QStringLiteral("1,235 %"));
}

void TestNumberFormat::ticks_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("step");
    QTest::addColumn<QString>("expected");
    QTest::newRow("tenths") << 1.0 << 0.2 << QStringLiteral("1,0");
    QTest::newRow("hundredths") << 0.25 << 0.05 << QStringLiteral("0,25");
    QTest::newRow("whole") << 1500.0 << 500.0 << QStringLiteral("1.500");
    QTest::newRow("rounding noise") << 3 * 0.1 << 0.1 << QStringLiteral("0,3");
    // Axis tickers step by 2.5 × 10^n too: the half must not round away.
    QTest::newRow("step 2.5") << 7.5 << 2.5 << QStringLiteral("7,5");
    QTest::newRow("step 0.25") << 0.75 << 0.25 << QStringLiteral("0,75");
    QTest::newRow("step 25") << 75.0 << 25.0 << QStringLiteral("75");
}

void TestNumberFormat::ticks() {
    QFETCH(double, value);
    QFETCH(double, step);
    QFETCH(QString, expected);
    QCOMPARE(formatTick(value, step, kGerman), expected);
}

void TestNumberFormat::languageChoiceSetsTheSeparator() {
    studio::LanguageManager languages;
    QVERIFY(languages.setChoice(QStringLiteral("de")));
    QCOMPARE(formatCount(8.34), QStringLiteral("8,34"));
    QCOMPARE(timeUnitFor(2e-3).symbol, QStringLiteral("ms"));
    QVERIFY(languages.setChoice(QStringLiteral("en")));
    QCOMPARE(formatCount(8.34), QStringLiteral("8.34"));
}

QTEST_MAIN(TestNumberFormat)
#include "tst_number_format.moc"
