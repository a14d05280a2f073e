// The chapter's lessons, one file per section, kept as data (resources/lessons/, embedded
// under :/lessons/) rather than in code.
//
// File format ("asynclab-lesson", version 1), one JSON object:
//
//   {
//     "format": "asynclab-lesson",     required, exactly this string
//     "version": 1,                    required integer; newer versions are refused
//     "section": "12.2",               required: the chapter's section (a scenario whose
//                                      section starts with it gets this lesson)
//     "title":      {"en": "...", "de": "..."},   required texts, each by language
//     "background": {"en": "...", ...},           (ISO 639-1 code; "en" is required and
//     "look_at":    {"en": "...", ...}            is what other languages fall back to)
//   }
//
// Unknown members are ignored. A file that is not valid is reported with its name and the
// member at fault; the other files still load.
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace asynclab {

/// A text in several languages.
struct LocalizedText {
    std::map<std::string, QString> byLanguage;  ///< "en", "de", "zh", ...

    /// In `locale`'s language when the text has it, else in English.
    QString in(const QLocale& locale = QLocale()) const;
    friend bool operator==(const LocalizedText&, const LocalizedText&) = default;
};

struct Lesson {
    std::string section;  ///< "12.2"
    LocalizedText title;
    LocalizedText background;
    LocalizedText lookAt;
};

class LessonLibrary {
  public:
    /// Reads every *.json file of `folder` (a resource folder such as ":/lessons" or a
    /// directory), in name order.
    static LessonLibrary load(const QString& folder = QStringLiteral(":/lessons"));
    /// Parses one lesson; nullopt with the problem ("look_at.en: must be a string") in
    /// *error.
    static std::optional<Lesson> parse(const std::string& text, QString* error);

    const std::vector<Lesson>& lessons() const { return lessons_; }
    /// What could not be loaded, one line per file: "<file>: <problem>".
    const QStringList& errors() const { return errors_; }
    /// The lesson of the section `section` belongs to (the longest matching prefix);
    /// nullptr when none.
    const Lesson* forSection(const std::string& section) const;

  private:
    std::vector<Lesson> lessons_;
    QStringList errors_;
};

}  // namespace asynclab
