#include "ui/theme.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace asynclab {

namespace {

/// The platform's style and palette, captured before the first change.
struct SystemLook {
    QString style;
    QPalette palette;
    bool captured = false;
};

SystemLook& systemLook() {
    static SystemLook look;
    return look;
}

}  // namespace

QString themeName(Theme theme) {
    switch (theme) {
        case Theme::Light: return QStringLiteral("light");
        case Theme::Dark: return QStringLiteral("dark");
        case Theme::System: break;
    }
    return QStringLiteral("system");
}

Theme themeFromName(const QString& name) {
    if (name == QLatin1String("light")) return Theme::Light;
    if (name == QLatin1String("dark")) return Theme::Dark;
    return Theme::System;
}

QPalette darkPalette() {
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor alternate(0x26, 0x28, 0x2b);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabledText(0x80, 0x80, 0x80);
    const QColor highlight(0x3d, 0x7e, 0xd6);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, alternate);
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3c, 0x40));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4c, 0x50));
    p.setColor(QPalette::Midlight, QColor(0x3c, 0x3e, 0x42));
    p.setColor(QPalette::Mid, QColor(0x6a, 0x6c, 0x70));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, QColor(0x0c, 0x0c, 0x0d));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xf0));
    p.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xe8));
    for (QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::HighlightedText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x52, 0x56));
    return p;
}

QPalette lightPalette() {
    if (QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"))) {
        QPalette p = fusion->standardPalette();
        delete fusion;
        return p;
    }
    return QPalette(QColor(0xef, 0xef, 0xef));
}

void applyTheme(QApplication& app, Theme theme) {
    SystemLook& look = systemLook();
    if (!look.captured) {
        look.style = app.style() ? app.style()->name() : QString();
        look.palette = app.palette();
        look.captured = true;
    }
    switch (theme) {
        case Theme::System:
            if (!look.style.isEmpty()) app.setStyle(QStyleFactory::create(look.style));
            app.setPalette(look.palette);
            break;
        case Theme::Light:
            app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
            app.setPalette(lightPalette());
            break;
        case Theme::Dark:
            app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
            app.setPalette(darkPalette());
            break;
    }
}

}  // namespace asynclab
