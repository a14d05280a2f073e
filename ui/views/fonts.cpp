#include "ui/views/fonts.h"

#include <QFontDatabase>
#include <QStringList>

namespace asynclab {

QFont monospaceFont() {
    const QFont system = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    QFont font;  // resolves nothing yet: what is not set below comes from the parent
    font.setFamilies(system.families());
    font.setStyleHint(QFont::Monospace);
    font.setFixedPitch(true);
    return font;
}

}  // namespace asynclab
