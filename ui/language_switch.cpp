#include "ui/language_switch.h"

#include <QApplication>
#include <QTemporaryDir>

#include "ui/mainwindow.h"
#include "ui/models/languages.h"
#include "ui/models/trace_model.h"
#include "ui/views/code_editor.h"
#include "ui/views/code_view.h"

namespace asynclab {

void connectLanguage(MainWindow& window, const QString& applied) {
    window.actions().showLanguage(applied);
    QObject::connect(&window, &MainWindow::languageChangeRequested, &window,
                     [applied](const QString& code) {
                         setChosenLanguage(code);
                         if (code == applied) return;
                         QCoreApplication::exit(kNewLanguage);
                     });
}

std::unique_ptr<MainWindow> rebuildInLanguage(QApplication& app, std::unique_ptr<MainWindow> old,
                                              QString* error) {
    QTemporaryDir carry;
    const QString session = carry.filePath(QStringLiteral("carried.asynclab"));
    QString problem;
    const bool saved = carry.isValid() && old->saveSessionFile(session, &problem);
    const bool teacher = old->teacherMode();
    // The Code dock's script comes along as it is (its kernel does not: the cells run again).
    const QString script = old->codeView()->editor()->toPlainText();
    const QString scriptPath = old->codeView()->path();
    const bool scriptModified = old->codeView()->editor()->document()->isModified();
    // The document comes along too: its file, and whether it has changes to save (the old
    // window then closes without asking).
    const QString documentPath = old->documentPath();
    const bool documentModified = old->isDocumentModified();
    old->setDocumentModified(false);
    // The old window saves its layout as it closes; the new one restores it.
    QGuiApplication::setQuitOnLastWindowClosed(false);
    old->close();
    old.reset();
    const QString code = chosenLanguage();
    applyLanguage(app, code);
    auto window = std::make_unique<MainWindow>();
    connectLanguage(*window, code);
    if (saved) window->loadSessionFile(session, &problem);
    window->adoptDocument(documentPath, documentModified);
    window->codeView()->setScript(script, scriptPath);
    window->codeView()->editor()->document()->setModified(scriptModified);
    if (error) *error = problem;
    window->setTeacherMode(teacher);
    window->show();
    QGuiApplication::setQuitOnLastWindowClosed(true);
    return window;
}

}  // namespace asynclab
