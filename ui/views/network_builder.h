// The network builder: pick one of the chapter's networks or build one as a tree of blocks
// and layers (add, remove, reorder, edit units, activation and the other settings), set the
// input shape and batch size, undo and redo every step, and read the equivalent Gluon code
// beside the tree as it changes. The chapter's fancy_func is a program rather than layers:
// choosing it shows the program in the code pane and a note instead of the tree.
//
// A plain QWidget meant to sit in a QDockWidget. Its shortcuts (Ctrl+Z, Ctrl+Shift+Z,
// Delete, Alt+Up, Alt+Down) act while the focus is inside it.
#pragma once

#include <QModelIndex>
#include <QString>
#include <QWidget>
#include <map>

#include "engine/nn/network_spec.h"

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QSplitter;
class QStackedWidget;
class QToolButton;
class QTreeView;
class QUndoStack;

namespace asynclab {

class NetworkModel;

class NetworkBuilder : public QWidget {
    Q_OBJECT

  public:
    explicit NetworkBuilder(QWidget* parent = nullptr);
    ~NetworkBuilder() override;

    /// The network shown (while fancy_func is shown: the last network).
    nn::NetworkSpec spec() const;
    /// Shows `spec` (one undoable step; leaves the fancy_func program).
    void setSpec(const nn::NetworkSpec& spec);
    /// Whether a program (fancy_func) is shown instead of a network.
    bool isProgram() const;
    /// The id of the preset the current network equals ("chapter_mlp", ..., "fancy_func"),
    /// or "" for a network of one's own.
    QString presetId() const;
    /// The code pane's text.
    QString code() const;
    /// The status line's text (validity, output shape, or why the last edit was refused).
    QString statusText() const;

    QUndoStack* undoStack() const;
    NetworkModel* model() const { return model_; }

    // Parts, for tests and for embedding.
    QComboBox* presetCombo() const { return presets_; }
    QTreeView* treeView() const { return tree_; }
    QPlainTextEdit* codeView() const { return code_; }
    QLabel* statusLabel() const { return status_; }
    QLineEdit* inputShapeEdit() const { return inputShape_; }
    QSpinBox* batchSizeSpin() const { return batch_; }
    QSplitter* splitter() const { return splitter_; }
    /// The add-menu action for `kind`.
    QAction* addActionFor(nn::NodeKind kind) const;
    QAction* removeAction() const { return remove_; }
    QAction* moveUpAction() const { return moveUp_; }
    QAction* moveDownAction() const { return moveDown_; }
    QAction* undoAction() const { return undo_; }
    QAction* redoAction() const { return redo_; }
    QAction* openAction() const { return open_; }
    QAction* saveAction() const { return save_; }

  public slots:
    /// Reads an "asynclab-network" JSON file and shows it (one undoable step). On failure
    /// returns false, sets `error` (and the status line) and keeps the current network.
    bool loadFile(const QString& path, QString* error = nullptr);
    /// Writes the network as JSON. Refused (false, `error`) while the network is not valid
    /// or a program is shown. Marks the undo stack clean on success.
    bool saveFile(const QString& path, QString* error = nullptr);
    /// Asks for a file, then loadFile(); errors in a message box.
    void openWithDialog();
    /// Asks for a file, then saveFile(); errors in a message box.
    void saveWithDialog();
    /// Shows the preset `id` (see presetId()); false for an unknown id.
    bool selectPreset(const QString& id);
    /// Adds a `kind` block with default settings: into the selected container, else after the
    /// selected block, else at the end of the root; selects it.
    void addNode(nn::NodeKind kind);
    void removeSelected();
    void moveSelectedUp();
    void moveSelectedDown();

  signals:
    /// After every change (undo and redo included).
    void specChanged(const asynclab::nn::NetworkSpec& spec);

  protected:
    /// Puts the code pane beside the tree when there is room, below it otherwise.
    void resizeEvent(QResizeEvent* event) override;

  private:
    void buildActions();
    void sync();
    void updateActions();
    void showRefusal(const QString& message);
    void applyInputShapeText();
    QString inputShapeText() const;
    void presetChosen(int comboIndex);
    QModelIndex selected() const;
    void selectIndex(const QModelIndex& index);

    NetworkModel* model_ = nullptr;
    QComboBox* presets_ = nullptr;
    QTreeView* tree_ = nullptr;
    QStackedWidget* stack_ = nullptr;
    QLabel* programNote_ = nullptr;
    QPlainTextEdit* code_ = nullptr;
    QLabel* status_ = nullptr;
    QLineEdit* inputShape_ = nullptr;
    QSpinBox* batch_ = nullptr;
    QSplitter* splitter_ = nullptr;
    QToolButton* addButton_ = nullptr;
    std::map<nn::NodeKind, QAction*> addActions_;
    QAction* remove_ = nullptr;
    QAction* moveUp_ = nullptr;
    QAction* moveDown_ = nullptr;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* open_ = nullptr;
    QAction* save_ = nullptr;
    bool syncing_ = false;
};

}  // namespace asynclab
