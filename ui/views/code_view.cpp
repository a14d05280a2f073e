#include "ui/views/code_view.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QSaveFile>
#include <QSpinBox>
#include <QToolBar>
#include <QVBoxLayout>

#include "ui/views/code_editor.h"

namespace asynclab {

CodeView::CodeView(const std::vector<QAction*>& actions, QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("code"));
    toolBar_ = new QToolBar;
    toolBar_->setObjectName(QStringLiteral("codeToolBar"));
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar_->setIconSize(QSize(16, 16));
    editor_ = new CodeEditor;
    for (QAction* action : actions) {
        if (!action) {
            toolBar_->addSeparator();
            continue;
        }
        toolBar_->addAction(action);
        editor_->addKeyAction(action);
    }
    // The simulated machine's GPUs, for the chapter's multi-GPU code (d2l.try_all_gpus()).
    toolBar_->addSeparator();
    auto* gpusLabel = new QLabel(tr("GPUs:"));
    gpusLabel->setContentsMargins(4, 0, 2, 0);
    toolBar_->addWidget(gpusLabel);
    gpus_ = new QSpinBox;
    gpus_->setObjectName(QStringLiteral("codeGpus"));
    gpus_->setRange(0, 8);
    gpus_->setValue(1);
    gpus_->setToolTip(
        tr("GPUs of the simulated machine the cells run on (sim mode): d2l.try_all_gpus() "
           "finds them. A started kernel keeps its own until Restart Python."));
    gpusLabel->setToolTip(gpus_->toolTip());
    gpusLabel->setBuddy(gpus_);
    toolBar_->addWidget(gpus_);
    notice_ = new QLabel;
    notice_->setObjectName(QStringLiteral("codeNotice"));
    notice_->setWordWrap(true);
    notice_->setMinimumWidth(40);
    notice_->setFrameShape(QFrame::StyledPanel);
    notice_->setMargin(4);
    notice_->hide();
    file_ = new QLabel;
    file_->setObjectName(QStringLiteral("codeFile"));
    file_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    file_->setMinimumWidth(20);
    kernel_ = new QLabel;
    kernel_->setObjectName(QStringLiteral("codeKernel"));
    kernel_->setMinimumWidth(20);
    // In a narrow dock it wraps rather than lose its start.
    kernel_->setWordWrap(true);
    kernel_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto* status = new QHBoxLayout;
    status->setContentsMargins(4, 0, 4, 0);
    status->addWidget(file_, 1);
    status->addWidget(kernel_, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(toolBar_);
    layout->addWidget(notice_);
    layout->addWidget(editor_, 1);
    layout->addLayout(status);
    // The dock shares the window: it may shrink further than the tool bar would like.
    setMinimumSize(160, 120);

    connect(editor_->document(), &QTextDocument::modificationChanged, this, &CodeView::showFile);
    showFile();
}

QString CodeView::scriptName() const {
    return path_.isEmpty() ? QStringLiteral("untitled.py") : QFileInfo(path_).fileName();
}

void CodeView::setScript(const QString& text, const QString& path) {
    editor_->setPlainText(text);
    editor_->document()->setModified(false);
    editor_->setErrorLine(0);
    path_ = path;
    showFile();
    emit scriptChanged();
}

bool CodeView::openFile(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        if (error) *error = tr("Cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    // Python source is UTF-8 (PEP 3120).
    setScript(QString::fromUtf8(file.readAll()), QFileInfo(path).absoluteFilePath());
    return true;
}

bool CodeView::saveFile(const QString& path, QString* error) {
    QSaveFile file(path);
    QString text = editor_->toPlainText();
    if (!text.isEmpty() && !text.endsWith(u'\n')) text += u'\n';
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text) || file.write(text.toUtf8()) < 0 ||
        !file.commit()) {
        if (error) *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    editor_->document()->setModified(false);
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != path_) {
        path_ = absolute;
        emit scriptChanged();
    }
    showFile();
    return true;
}

void CodeView::setNotice(const QString& text) {
    notice_->setText(text);
    notice_->setVisible(!text.isEmpty());
}

void CodeView::setKernelStatus(const QString& text, const QString& tip) {
    kernel_->setText(text);
    kernel_->setToolTip(tip);
}

void CodeView::showFile() {
    // "script.py", with a star while it has changes not saved.
    file_->setText(scriptName() +
                   (editor_->document()->isModified() ? QStringLiteral(" *") : QString()));
    file_->setToolTip(path_.isEmpty() ? tr("Not saved yet") : path_);
}

}  // namespace asynclab
