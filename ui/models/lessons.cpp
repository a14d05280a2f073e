#include "ui/models/lessons.h"

#include <QDir>
#include <QFile>
#include <stdexcept>

#include "engine/util/json.h"

// The lesson files are resources of a static library: registered explicitly (outside any
// namespace) before the first read.
static void asynclabInitLessons() {
    Q_INIT_RESOURCE(lessons);
}

namespace asynclab {

namespace {

constexpr char kFormat[] = "asynclab-lesson";
constexpr int kVersion = 1;
/// Larger files are refused unread.
constexpr qint64 kMaxFileBytes = qint64{4} << 20;

struct Invalid : std::runtime_error {
    using std::runtime_error::runtime_error;
};

LocalizedText localized(const json::Value& doc, const char* key) {
    const json::Value* v = doc.as_object().find(key);
    if (!v) throw Invalid(std::string(key) + ": missing");
    if (!v->is_object())
        throw Invalid(std::string(key) + ": must be an object of texts by language, not " +
                      json::type_name(v->type()));
    LocalizedText text;
    for (const auto& [language, value] : v->as_object()) {
        if (!value.is_string())
            throw Invalid(std::string(key) + "." + language + ": must be a string, not " +
                          json::type_name(value.type()));
        text.byLanguage[language] = QString::fromStdString(value.as_string());
    }
    if (!text.byLanguage.contains("en") || text.byLanguage["en"].trimmed().isEmpty())
        throw Invalid(std::string(key) + ".en: missing (every text needs its English)");
    return text;
}

}  // namespace

QString LocalizedText::in(const QLocale& locale) const {
    const std::string language = QLocale::languageToCode(locale.language()).toStdString();
    if (const auto it = byLanguage.find(language); it != byLanguage.end()) return it->second;
    const auto en = byLanguage.find("en");
    return en == byLanguage.end() ? QString() : en->second;
}

std::optional<Lesson> LessonLibrary::parse(const std::string& text, QString* error) {
    try {
        const json::Result parsed = json::parse(text);
        if (!parsed) throw Invalid("not valid JSON: " + parsed.error_message());
        const json::Value& doc = parsed.value();
        if (!doc.is_object()) throw Invalid("the document must be an object");
        const json::Value* format = doc.as_object().find("format");
        if (!format || !format->is_string() || format->as_string() != kFormat)
            throw Invalid(std::string("format: must be \"") + kFormat + "\"");
        const json::Value* version = doc.as_object().find("version");
        if (!version || !version->is_integer()) throw Invalid("version: must be an integer");
        if (version->as_int64() < 1 || version->as_int64() > kVersion)
            throw Invalid("version: " + version->number_text() + " is not one this AsyncLab " +
                          "reads (1 to " + std::to_string(kVersion) + ")");
        const json::Value* section = doc.as_object().find("section");
        if (!section || !section->is_string() || section->as_string().empty())
            throw Invalid("section: must be the chapter's section, such as \"12.2\"");
        Lesson lesson;
        lesson.section = section->as_string();
        lesson.title = localized(doc, "title");
        lesson.background = localized(doc, "background");
        lesson.lookAt = localized(doc, "look_at");
        if (error) error->clear();
        return lesson;
    } catch (const std::exception& e) {
        if (error) *error = QString::fromStdString(e.what());
        return std::nullopt;
    }
}

LessonLibrary LessonLibrary::load(const QString& folder) {
    asynclabInitLessons();
    LessonLibrary library;
    const QDir dir(folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            library.errors_
                << QStringLiteral("%1: cannot be read: %2").arg(name, file.errorString());
            continue;
        }
        const QByteArray data = file.read(kMaxFileBytes + 1);
        if (data.size() > kMaxFileBytes) {
            library.errors_ << QStringLiteral("%1: larger than a lesson may be").arg(name);
            continue;
        }
        QString problem;
        auto lesson = parse(data.toStdString(), &problem);
        if (lesson)
            library.lessons_.push_back(std::move(*lesson));
        else
            library.errors_ << QStringLiteral("%1: %2").arg(name, problem);
    }
    return library;
}

const Lesson* LessonLibrary::forSection(const std::string& section) const {
    const Lesson* best = nullptr;
    for (const Lesson& lesson : lessons_)
        if (section.starts_with(lesson.section) &&
            (!best || lesson.section.size() > best->section.size()))
            best = &lesson;
    return best;
}

}  // namespace asynclab
