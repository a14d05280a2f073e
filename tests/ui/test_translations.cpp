// The interface in each of its languages: every message of each translation is finished and
// keeps its source's placeholders (%1, %n), rich-text tags and keyboard mnemonic; each
// translation is embedded and speaks in the window; the lessons exist in each language.
// (Whether a translation holds every text the sources have today is checked by lupdate, in
// the translations_*_up_to_date tests.)
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

#include "engine/lessons/lesson.h"
#include "ui/mainwindow.h"
#include "ui/models/languages.h"
#include "ui/models/lessons.h"
#include "ui/models/trace_model.h"

using namespace asynclab;

namespace {

struct Message {
    QString context, source;
    QStringList translations;  ///< one, or the numerus forms
    QString type;              ///< "", "unfinished", "vanished", "obsolete"
};

std::vector<Message> readTs(const QString& path, QString* error) {
    QFile file(path);
    std::vector<Message> out;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open ") + path;
        return out;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            m = Message{context, {}, {}, {}};
        } else if (xml.name() == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            // Either text, or <numerusform> children.
            QString text;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters()) text += xml.text();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    m.translations << xml.readElementText();
                if (xml.isEndElement() && xml.name() == QLatin1String("translation")) break;
            }
            if (m.translations.isEmpty()) m.translations << text;
            out.push_back(m);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return out;
}

QStringList sorted(QStringList list) {
    list.sort();
    return list;
}

QStringList matches(const QString& text, const QRegularExpression& re) {
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();) out << it.next().captured(0);
    return out;
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyMessageIsTranslatedWhole_data() {
        QTest::addColumn<QString>("code");
        for (const Language& l : languages())
            if (l.code != QLatin1String("en")) QTest::newRow(qPrintable(l.code)) << l.code;
    }

    void everyMessageIsTranslatedWhole() {
        QFETCH(QString, code);
        const QString path =
            QStringLiteral(ASYNCLAB_SOURCE_DIR "/resources/translations/asynclab_") + code +
            QStringLiteral(".ts");
        QString error;
        const std::vector<Message> messages = readTs(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 500);
        static const QRegularExpression placeholder(QStringLiteral("%(\\d|n)"));
        static const QRegularExpression tag(QStringLiteral("</?[a-zA-Z]+"));
        static const QRegularExpression mnemonic(QStringLiteral("&[^&\\s]"));
        QStringList problems;
        for (const Message& m : messages) {
            const QString where = m.context + QStringLiteral(": \"") + m.source.left(60) + '"';
            if (!m.type.isEmpty()) problems << where + QStringLiteral(" is ") + m.type;
            for (const QString& t : m.translations) {
                if (t.trimmed().isEmpty()) {
                    problems << where + QStringLiteral(" has no translation");
                    continue;
                }
                QStringList before = matches(m.source, placeholder);
                QStringList after = matches(t, placeholder);
                before.removeDuplicates();
                after.removeDuplicates();
                if (sorted(before) != sorted(after))
                    problems << where + QStringLiteral(" changes its placeholders: ") + t;
                if (sorted(matches(m.source, tag)) != sorted(matches(t, tag)))
                    problems << where + QStringLiteral(" changes its tags: ") + t;
                // A menu's or a button's mnemonic stays one (the letter is the language's).
                if (matches(m.source, mnemonic).size() != matches(t, mnemonic).size())
                    problems << where + QStringLiteral(" changes its mnemonic: ") + t;
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }

    void eachLanguageSpeaksInTheWindow_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("file");
        QTest::newRow("zh_CN") << "zh_CN" << QStringLiteral("文件(&F)");
        QTest::newRow("vi") << "vi" << QStringLiteral("&Tệp");
        QTest::newRow("id") << "id" << QStringLiteral("&Berkas");
        QTest::newRow("de") << "de" << QStringLiteral("&Datei");
        QTest::newRow("en") << "en" << QStringLiteral("&File");
    }

    void eachLanguageSpeaksInTheWindow() {
        QFETCH(QString, code);
        QFETCH(QString, file);
        applyLanguage(*qApp, code);
        {
            MainWindow window;
            QCOMPARE(window.fileMenu()->title(), file);
            // The lessons follow the interface's language.
            const lessons::Lesson* lesson = window.lessonSession()->lesson();
            QVERIFY(lesson);
            const std::string language = lessonLanguage();
            QCOMPARE(QString::fromStdString(language), code.left(2));
            QCOMPARE(lessonText(lesson->title), QString::fromStdString(lesson->title.in(language)));
            if (code != QLatin1String("en"))
                QVERIFY(lesson->title.in(language) != lesson->title.in("en"));
        }
        applyLanguage(*qApp, QStringLiteral("en"));
    }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
