// The Code dock: a Python script in an editor (cells, line numbers, colours), a tool bar
// with the commands that run its cells, the script's name and the kernel's state. A build
// without the Python front end says so above the editor. The window runs what it asks.
#pragma once

#include <QString>
#include <QWidget>
#include <vector>

class QAction;
class QLabel;
class QSpinBox;
class QToolBar;

namespace asynclab {

class CodeEditor;

class CodeView : public QWidget {
    Q_OBJECT

  public:
    /// The tool bar shows `actions` (nullptr: a separator); the editor takes their keys.
    explicit CodeView(const std::vector<QAction*>& actions, QWidget* parent = nullptr);

    CodeEditor* editor() const { return editor_; }
    QToolBar* toolBar() const { return toolBar_; }
    QLabel* fileLabel() const { return file_; }
    QLabel* kernelLabel() const { return kernel_; }
    QLabel* noticeLabel() const { return notice_; }
    /// How many GPUs a kernel simulates (in the tool bar).
    QSpinBox* gpusBox() const { return gpus_; }

    /// The script's file ("" until it is opened or saved).
    const QString& path() const { return path_; }
    /// Its name in tracebacks and sync points: the file's, else "untitled.py".
    QString scriptName() const;
    /// Replaces the text with `text`, the script of file `path` ("" for a new one).
    void setScript(const QString& text, const QString& path = {});
    /// Opens a script; false, with the reason, when it cannot be read.
    bool openFile(const QString& path, QString* error = nullptr);
    /// Saves the script as `path`; false, with the reason, when it cannot be written.
    bool saveFile(const QString& path, QString* error = nullptr);

    /// A line above the editor (empty: none), e.g. why cells cannot run in this build.
    void setNotice(const QString& text);
    /// The kernel's state beside the script's name, with a tip saying more.
    void setKernelStatus(const QString& text, const QString& tip = {});

  signals:
    /// Another file, or another name (a save as).
    void scriptChanged();

  private:
    void showFile();

    CodeEditor* editor_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QLabel* file_ = nullptr;
    QLabel* kernel_ = nullptr;
    QLabel* notice_ = nullptr;
    QSpinBox* gpus_ = nullptr;
    QString path_;
};

}  // namespace asynclab
