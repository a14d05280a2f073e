// The interface's languages: codes as people write them are understood, others refused; the
// choice of View > Language is remembered; a locale maps to the language it is shown in.
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include "ui/models/languages.h"
#include "ui/models/lessons.h"

using namespace asynclab;

class TestLanguages : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void codesAreUnderstood_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("code");
        QTest::newRow("en") << "en"
                            << "en";
        QTest::newRow("en_US") << "en_US"
                               << "en";
        QTest::newRow("zh") << "zh"
                            << "zh_CN";
        QTest::newRow("zh-CN") << "zh-CN"
                               << "zh_CN";
        QTest::newRow("ZH_cn") << "ZH_cn"
                               << "zh_CN";
        QTest::newRow("zh_Hans") << "zh_Hans"
                                 << "zh_CN";
        QTest::newRow("zh_TW") << "zh_TW"
                               << "";
        QTest::newRow("vi_VN") << "vi_VN"
                               << "vi";
        QTest::newRow("id") << " id "
                            << "id";
        QTest::newRow("de_AT") << "de_AT"
                               << "de";
        QTest::newRow("fr") << "fr"
                            << "";
        QTest::newRow("empty") << ""
                               << "";
    }

    void codesAreUnderstood() {
        QFETCH(QString, text);
        QFETCH(QString, code);
        QCOMPARE(parseLanguage(text).value_or(QString()), code);
    }

    void everyLanguageIsOneOfTheLessons() {
        // Each language of the interface is one the lessons are written in, and back.
        QCOMPARE(languages().size(), std::size(lessons::kLanguages));
        for (const Language& l : languages()) {
            const QLocale locale(l.code);
            QCOMPARE(languageOf(locale), l.code);
            const std::string lesson = lessonLanguage(locale);
            QVERIFY2(l.code.startsWith(QString::fromStdString(lesson)), qPrintable(l.code));
            QVERIFY(!l.native.isEmpty());
        }
        QCOMPARE(languageOf(QLocale(QStringLiteral("fr_FR"))), QStringLiteral("en"));
        QCOMPARE(languageOf(QLocale(QStringLiteral("zh_TW"))), QStringLiteral("en"));
        QCOMPARE(languageCodes(), QStringLiteral("en, zh_CN, vi, id, de"));
    }

    void theChoiceIsRemembered() {
        setChosenLanguage(QStringLiteral("vi"));
        QCOMPARE(chosenLanguage(), QStringLiteral("vi"));
        setChosenLanguage(QString());
        QCOMPARE(chosenLanguage(), QString());
        // A value that is no language (edited by hand) counts as none chosen.
        QSettings().setValue(QStringLiteral("view/language"), QStringLiteral("klingon"));
        QCOMPARE(chosenLanguage(), QString());
        setChosenLanguage(QString());
    }
};

QTEST_GUILESS_MAIN(TestLanguages)
#include "test_languages.moc"
