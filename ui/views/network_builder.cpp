#include "ui/views/network_builder.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSaveFile>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyledItemDelegate>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/models/network_model.h"
#include "ui/views/fonts.h"

namespace asynclab {

using nn::NodeKind;
using nn::NodeSpec;

namespace {

constexpr qint64 kMaxFileBytes = qint64{16} << 20;
constexpr int kMaxUnits = 1 << 20;
constexpr int kMaxBatch = 1 << 20;

/// The default block the add menu inserts for each kind (always valid on its own).
NodeSpec defaultNode(NodeKind kind) {
    switch (kind) {
        case NodeKind::Dense: return NodeSpec::dense(64, "relu");
        case NodeKind::Activation: return NodeSpec::activation_layer("relu");
        case NodeKind::Dropout: return NodeSpec::dropout(0.5);
        case NodeKind::Flatten: return NodeSpec::flatten_layer();
        case NodeKind::Print: return NodeSpec::print("x");
        case NodeKind::HybridConcurrent:
            return NodeSpec::container(NodeKind::HybridConcurrent,
                                       {NodeSpec::dense(16, "relu"), NodeSpec::dense(16, "tanh")});
        case NodeKind::DataBranch:
            return NodeSpec::data_branch(NodeSpec::dense(16, "relu"), NodeSpec::dense(16, "tanh"));
        case NodeKind::HybridSequential:
        case NodeKind::Sequential: return NodeSpec::container(kind);
    }
    return NodeSpec::container(NodeKind::HybridSequential);
}

/// Editors that fit each cell: combo boxes for kinds and activations, ranged spin boxes for
/// numbers, an identifier-checked line edit for names.
class NetworkDelegate : public QStyledItemDelegate {
  public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override {
        const auto kind = static_cast<NodeKind>(
            index.siblingAtColumn(NetworkModel::KindColumn).data(NetworkModel::KindRole).toInt());
        switch (index.column()) {
            case NetworkModel::KindColumn: {
                auto* combo = new QComboBox(parent);
                for (NodeKind k : {NodeKind::HybridSequential, NodeKind::Sequential}) {
                    const QString name = QString::fromUtf8(nn::node_kind_name(k));
                    combo->addItem(name, name);
                }
                return combo;
            }
            case NetworkModel::UnitsColumn: {
                auto* spin = new QSpinBox(parent);
                spin->setRange(1, kMaxUnits);
                return spin;
            }
            case NetworkModel::ActivationColumn: {
                auto* combo = new QComboBox(parent);
                if (kind == NodeKind::Dense) combo->addItem(NetworkBuilder::tr("none"), QString());
                for (const char* a : {"relu", "sigmoid", "tanh"})
                    combo->addItem(QString::fromLatin1(a), QString::fromLatin1(a));
                return combo;
            }
            case NetworkModel::SettingColumn:
                if (kind == NodeKind::Dropout) {
                    auto* spin = new QDoubleSpinBox(parent);
                    spin->setRange(0.0, 0.99);
                    spin->setDecimals(2);
                    spin->setSingleStep(0.05);
                    return spin;
                }
                if (kind == NodeKind::HybridConcurrent) {
                    auto* spin = new QSpinBox(parent);
                    spin->setRange(-8, 7);
                    return spin;
                }
                break;
            case NetworkModel::NameColumn: {
                auto* edit = new QLineEdit(parent);
                edit->setValidator(new QRegularExpressionValidator(
                    QRegularExpression(QStringLiteral("[A-Za-z_][A-Za-z0-9_]{0,63}|")), edit));
                edit->setPlaceholderText(NetworkBuilder::tr("automatic"));
                return edit;
            }
            default: break;
        }
        return QStyledItemDelegate::createEditor(parent, option, index);
    }

    void setEditorData(QWidget* editor, const QModelIndex& index) const override {
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            const int i = combo->findData(index.data(Qt::EditRole).toString());
            combo->setCurrentIndex(std::max(i, 0));
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override {
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            model->setData(index, combo->currentData(), Qt::EditRole);
            return;
        }
        QStyledItemDelegate::setModelData(editor, model, index);
    }
};

QString presetTitle(const QString& id) {
    if (id == QLatin1String("chapter_mlp")) return NetworkBuilder::tr("MLP 512-256-128-2 (12.1)");
    if (id == QLatin1String("training_mlp"))
        return NetworkBuilder::tr("Training MLP 512-2048-512-1 (12.2)");
    if (id == QLatin1String("hybridnet_print"))
        return NetworkBuilder::tr("HybridNet with Print (12.1.3)");
    if (id == NetworkModel::fancyFuncId())
        return NetworkBuilder::tr("fancy_func, a program (12.1.1)");
    if (id == QLatin1String("concurrent")) return NetworkBuilder::tr("HybridConcurrent branches");
    if (id == QLatin1String("data_branch")) return NetworkBuilder::tr("Data-dependent branch");
    return {};
}

QString kindTitle(NodeKind kind) {
    switch (kind) {
        case NodeKind::Dense: return NetworkBuilder::tr("&Dense");
        case NodeKind::Activation: return NetworkBuilder::tr("&Activation");
        case NodeKind::Dropout: return NetworkBuilder::tr("D&ropout");
        case NodeKind::Flatten: return NetworkBuilder::tr("&Flatten");
        case NodeKind::Print: return NetworkBuilder::tr("&Print");
        case NodeKind::HybridSequential: return NetworkBuilder::tr("&HybridSequential");
        case NodeKind::Sequential: return NetworkBuilder::tr("&Sequential");
        case NodeKind::HybridConcurrent: return NetworkBuilder::tr("Hybrid&Concurrent");
        case NodeKind::DataBranch: return NetworkBuilder::tr("Data&Branch");
    }
    return {};
}

}  // namespace

NetworkBuilder::NetworkBuilder(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("networkBuilder"));
    model_ = new NetworkModel(this);

    presets_ = new QComboBox;
    presets_->setObjectName(QStringLiteral("networkPresets"));
    presets_->setToolTip(tr("The chapter's networks; editing one makes it your own network."));
    presets_->addItem(tr("Your own network"), QString());
    for (const nn::Preset& p : nn::presets()) {
        const QString id = QString::fromStdString(p.id);
        const QString title = presetTitle(id);
        presets_->addItem(title.isEmpty() ? QString::fromStdString(p.title) : title, id);
        if (id == QLatin1String("hybridnet_print"))
            presets_->addItem(presetTitle(NetworkModel::fancyFuncId()),
                              NetworkModel::fancyFuncId());
    }
    if (presets_->findData(NetworkModel::fancyFuncId()) < 0)
        presets_->addItem(presetTitle(NetworkModel::fancyFuncId()), NetworkModel::fancyFuncId());

    buildActions();

    auto* toolbar = new QToolBar;
    toolbar->setObjectName(QStringLiteral("networkToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolbar->setIconSize(QSize(16, 16));
    auto* addButton = addButton_ = new QToolButton;
    addButton->setText(tr("Add"));
    addButton->setToolTip(
        tr("Add a layer or block: into the selected container, else after the selected block."));
    addButton->setPopupMode(QToolButton::InstantPopup);
    auto* addMenu = new QMenu(addButton);
    for (NodeKind k : {NodeKind::Dense, NodeKind::Activation, NodeKind::Dropout, NodeKind::Flatten,
                       NodeKind::Print})
        addMenu->addAction(addActions_.at(k));
    addMenu->addSeparator();
    for (NodeKind k : {NodeKind::HybridSequential, NodeKind::Sequential, NodeKind::HybridConcurrent,
                       NodeKind::DataBranch})
        addMenu->addAction(addActions_.at(k));
    addButton->setMenu(addMenu);
    toolbar->addWidget(addButton);
    toolbar->addAction(remove_);
    toolbar->addAction(moveUp_);
    toolbar->addAction(moveDown_);
    toolbar->addSeparator();
    toolbar->addAction(undo_);
    toolbar->addAction(redo_);
    toolbar->addSeparator();
    toolbar->addAction(open_);
    toolbar->addAction(save_);
    addActions({remove_, moveUp_, moveDown_, undo_, redo_});

    inputShape_ = new QLineEdit;
    inputShape_->setObjectName(QStringLiteral("networkInputShape"));
    inputShape_->setToolTip(
        tr("One sample's shape: features such as 512, or dimensions such as 1, 28, 28."));
    connect(inputShape_, &QLineEdit::editingFinished, this, &NetworkBuilder::applyInputShapeText);

    batch_ = new QSpinBox;
    batch_->setObjectName(QStringLiteral("networkBatchSize"));
    batch_->setRange(1, kMaxBatch);
    batch_->setKeyboardTracking(false);
    batch_->setToolTip(tr("How many samples one call gets (the first dimension of the input)."));
    connect(batch_, &QSpinBox::valueChanged, this, [this](int value) {
        if (!syncing_) model_->setBatchSize(value);
    });

    tree_ = new QTreeView;
    tree_->setObjectName(QStringLiteral("networkTree"));
    tree_->setModel(model_);
    tree_->setItemDelegate(new NetworkDelegate(tree_));
    tree_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::SelectedClicked);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);
    tree_->setSelectionBehavior(QAbstractItemView::SelectRows);
    tree_->setAlternatingRowColors(true);
    tree_->setUniformRowHeights(true);
    tree_->header()->setStretchLastSection(true);
    tree_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    tree_->setToolTip(
        tr("Double-click a cell to edit it; Delete removes, Alt+Up and Alt+Down "
           "move the selected block."));
    tree_->setContextMenuPolicy(Qt::ActionsContextMenu);
    tree_->addAction(addMenu->menuAction());
    addMenu->menuAction()->setText(tr("Add"));
    tree_->addActions({remove_, moveUp_, moveDown_});

    programNote_ = new QLabel;
    programNote_->setObjectName(QStringLiteral("networkProgramNote"));
    programNote_->setWordWrap(true);
    programNote_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    programNote_->setMargin(8);
    programNote_->setText(
        tr("fancy_func is a program, not a stack of layers: there are no blocks to edit. The "
           "code pane shows it. Run the fancy-func scenario (12.1.1) to see it run "
           "imperatively and compiled; pick a network above to build one."));

    stack_ = new QStackedWidget;
    stack_->addWidget(tree_);
    stack_->addWidget(programNote_);

    code_ = new QPlainTextEdit;
    code_->setObjectName(QStringLiteral("networkCode"));
    code_->setReadOnly(true);
    code_->setLineWrapMode(QPlainTextEdit::NoWrap);
    code_->setFont(monospaceFont());
    code_->setToolTip(
        tr("The equivalent Gluon (MXNet) Python code, updated as the network "
           "changes."));

    splitter_ = new QSplitter(Qt::Horizontal);
    splitter_->addWidget(stack_);
    splitter_->addWidget(code_);
    splitter_->setStretchFactor(0, 3);
    splitter_->setStretchFactor(1, 2);
    splitter_->setChildrenCollapsible(false);

    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("networkStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* presetRow = new QHBoxLayout;
    auto* presetLabel = new QLabel(tr("&Network:"));
    presetLabel->setBuddy(presets_);
    presetRow->addWidget(presetLabel);
    presetRow->addWidget(presets_, 1);

    auto* inputRow = new QHBoxLayout;
    auto* shapeLabel = new QLabel(tr("&Input shape:"));
    shapeLabel->setBuddy(inputShape_);
    auto* batchLabel = new QLabel(tr("&Batch size:"));
    batchLabel->setBuddy(batch_);
    inputRow->addWidget(shapeLabel);
    inputRow->addWidget(inputShape_, 1);
    inputRow->addSpacing(12);
    inputRow->addWidget(batchLabel);
    inputRow->addWidget(batch_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    layout->addLayout(presetRow);
    layout->addWidget(toolbar);
    layout->addLayout(inputRow);
    layout->addWidget(splitter_, 1);
    layout->addWidget(status_);

    connect(presets_, &QComboBox::currentIndexChanged, this, &NetworkBuilder::presetChosen);
    connect(model_, &NetworkModel::specChanged, this, &NetworkBuilder::sync);
    connect(model_, &NetworkModel::editRejected, this, &NetworkBuilder::showRefusal);
    connect(model_, &QAbstractItemModel::modelReset, tree_, &QTreeView::expandAll);
    connect(model_, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex& parent) { tree_->expand(parent); });
    connect(tree_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &NetworkBuilder::updateActions);

    tree_->expandAll();
    sync();
}

void NetworkBuilder::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    const int room = fontMetrics().horizontalAdvance(QLatin1Char('x')) * 110;
    const Qt::Orientation want = width() >= room ? Qt::Horizontal : Qt::Vertical;
    if (splitter_->orientation() != want) splitter_->setOrientation(want);
}

NetworkBuilder::~NetworkBuilder() {
    // An editor still open commits while QWidget's destructor closes the window; by then
    // this class's members are gone, so the model must no longer reach them.
    disconnect(model_, nullptr, this, nullptr);
}

void NetworkBuilder::buildActions() {
    for (NodeKind k : {NodeKind::Dense, NodeKind::Activation, NodeKind::Dropout, NodeKind::Flatten,
                       NodeKind::Print, NodeKind::HybridSequential, NodeKind::Sequential,
                       NodeKind::HybridConcurrent, NodeKind::DataBranch}) {
        auto* a = new QAction(kindTitle(k), this);
        a->setObjectName(QStringLiteral("add%1").arg(QString::fromUtf8(nn::node_kind_name(k))));
        connect(a, &QAction::triggered, this, [this, k] { addNode(k); });
        addActions_[k] = a;
    }
    const auto action = [this](const QString& text, const QString& tip, const char* name) {
        auto* a = new QAction(text, this);
        a->setToolTip(tip);
        a->setObjectName(QLatin1String(name));
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        return a;
    };
    remove_ = action(tr("Remove"), tr("Remove the selected block and what it holds (Delete)"),
                     "networkRemove");
    remove_->setShortcut(QKeySequence::Delete);
    connect(remove_, &QAction::triggered, this, &NetworkBuilder::removeSelected);
    moveUp_ = action(tr("Up"), tr("Move the selected block up (Alt+Up)"), "networkMoveUp");
    moveUp_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    connect(moveUp_, &QAction::triggered, this, &NetworkBuilder::moveSelectedUp);
    moveDown_ =
        action(tr("Down"), tr("Move the selected block down (Alt+Down)"), "networkMoveDown");
    moveDown_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    connect(moveDown_, &QAction::triggered, this, &NetworkBuilder::moveSelectedDown);

    QUndoStack* stack = model_->undoStack();
    undo_ = action(tr("Undo"), tr("Undo (Ctrl+Z)"), "networkUndo");
    undo_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    undo_->setEnabled(stack->canUndo());
    connect(undo_, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, undo_, &QAction::setEnabled);
    // The action is the context (not this): the stack's model may outlive this widget's
    // destructor body and still signal while it is torn down.
    connect(stack, &QUndoStack::undoTextChanged, undo_, [undo = undo_](const QString& text) {
        undo->setToolTip(text.isEmpty() ? tr("Undo (Ctrl+Z)") : tr("Undo %1 (Ctrl+Z)").arg(text));
    });
    redo_ = action(tr("Redo"), tr("Redo (Ctrl+Shift+Z)"), "networkRedo");
    redo_->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    redo_->setEnabled(stack->canRedo());
    connect(redo_, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, redo_, &QAction::setEnabled);
    connect(stack, &QUndoStack::redoTextChanged, redo_, [redo = redo_](const QString& text) {
        redo->setToolTip(text.isEmpty() ? tr("Redo (Ctrl+Shift+Z)")
                                        : tr("Redo %1 (Ctrl+Shift+Z)").arg(text));
    });
    open_ = action(tr("Open..."), tr("Open a network description (JSON)"), "networkOpen");
    connect(open_, &QAction::triggered, this, &NetworkBuilder::openWithDialog);
    save_ = action(tr("Save..."), tr("Save the network as JSON"), "networkSave");
    connect(save_, &QAction::triggered, this, &NetworkBuilder::saveWithDialog);
}

nn::NetworkSpec NetworkBuilder::spec() const {
    return model_->spec();
}

void NetworkBuilder::setSpec(const nn::NetworkSpec& spec) {
    model_->setSpec(spec, tr("Set network"));
}

bool NetworkBuilder::isProgram() const {
    return model_->isProgram();
}

QString NetworkBuilder::presetId() const {
    if (model_->isProgram()) return model_->program();
    for (const nn::Preset& p : nn::presets())
        if (p.spec == model_->spec()) return QString::fromStdString(p.id);
    return {};
}

QString NetworkBuilder::code() const {
    return code_->toPlainText();
}

QString NetworkBuilder::statusText() const {
    return status_->text();
}

QUndoStack* NetworkBuilder::undoStack() const {
    return model_->undoStack();
}

QAction* NetworkBuilder::addActionFor(NodeKind kind) const {
    auto it = addActions_.find(kind);
    return it == addActions_.end() ? nullptr : it->second;
}

bool NetworkBuilder::loadFile(const QString& path, QString* error) {
    const QString shown = QDir::toNativeSeparators(path);
    auto fail = [&](const QString& message) {
        if (error) *error = message;
        showRefusal(message);
        return false;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("Cannot open %1: %2").arg(shown, file.errorString()));
    if (file.size() > kMaxFileBytes)
        return fail(tr("Cannot load %1: the file is larger than 16 MiB, so it is not a network "
                       "description.")
                        .arg(shown));
    const QByteArray bytes = file.readAll();
    const nn::SpecParseResult r =
        nn::parse_spec(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!r.ok()) return fail(tr("Cannot load %1: %2").arg(shown, QString::fromStdString(r.error)));
    model_->setSpec(*r.spec, tr("Open %1").arg(QFileInfo(path).fileName()));
    return true;
}

bool NetworkBuilder::saveFile(const QString& path, QString* error) {
    const QString shown = QDir::toNativeSeparators(path);
    auto fail = [&](const QString& message) {
        if (error) *error = message;
        showRefusal(message);
        return false;
    };
    if (model_->isProgram())
        return fail(tr("Cannot save: %1 is a program, not a network.").arg(model_->program()));
    if (!model_->problem().isEmpty())
        return fail(tr("Cannot save: the network is not valid (%1).").arg(model_->problem()));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("Cannot write %1: %2").arg(shown, file.errorString()));
    const std::string text = nn::to_json(model_->spec()) + "\n";
    file.write(text.data(), static_cast<qint64>(text.size()));
    if (!file.commit()) return fail(tr("Cannot write %1: %2").arg(shown, file.errorString()));
    model_->undoStack()->setClean();
    return true;
}

void NetworkBuilder::openWithDialog() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Network"), QString(), tr("AsyncLab networks (*.json);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!loadFile(path, &error)) QMessageBox::warning(this, tr("Open Network"), error);
}

void NetworkBuilder::saveWithDialog() {
    QString name = QString::fromStdString(model_->spec().name);
    if (name.isEmpty()) name = QStringLiteral("network");
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save Network"), name + QStringLiteral(".json"),
                                     tr("AsyncLab networks (*.json);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!saveFile(path, &error)) QMessageBox::warning(this, tr("Save Network"), error);
}

bool NetworkBuilder::selectPreset(const QString& id) {
    if (id == NetworkModel::fancyFuncId()) return model_->setProgram(id);
    for (const nn::Preset& p : nn::presets()) {
        if (QString::fromStdString(p.id) != id) continue;
        model_->setSpec(p.spec, tr("Choose %1").arg(presetTitle(id)));
        return true;
    }
    showRefusal(tr("Unknown preset '%1'.").arg(id));
    return false;
}

void NetworkBuilder::addNode(NodeKind kind) {
    const QModelIndex sel = selected();
    QModelIndex parent;
    int row = -1;
    if (!sel.isValid()) {
        parent = model_->index(0, 0);
    } else if (model_->acceptsChildren(sel) || !sel.parent().isValid()) {
        parent = sel;
    } else {
        parent = sel.parent();
        row = sel.row() + 1;
    }
    const QModelIndex added = model_->insertNode(parent, row, defaultNode(kind));
    if (added.isValid()) selectIndex(added);
}

void NetworkBuilder::removeSelected() {
    const QModelIndex sel = selected();
    if (!sel.isValid()) return;
    const QModelIndex parent = sel.parent();
    const int row = sel.row();
    if (!model_->removeNode(sel)) return;
    const int left = model_->rowCount(parent);
    selectIndex(left == 0 ? parent : model_->index(std::min(row, left - 1), 0, parent));
}

void NetworkBuilder::moveSelectedUp() {
    const QModelIndex sel = selected();
    if (!sel.isValid()) return;
    const QModelIndex parent = sel.parent();
    const int row = sel.row();
    if (model_->moveNode(sel, -1)) selectIndex(model_->index(row - 1, 0, parent));
}

void NetworkBuilder::moveSelectedDown() {
    const QModelIndex sel = selected();
    if (!sel.isValid()) return;
    const QModelIndex parent = sel.parent();
    const int row = sel.row();
    if (model_->moveNode(sel, +1)) selectIndex(model_->index(row + 1, 0, parent));
}

QModelIndex NetworkBuilder::selected() const {
    const QModelIndex current = tree_->currentIndex();
    return current.isValid() ? current.siblingAtColumn(0) : QModelIndex();
}

void NetworkBuilder::selectIndex(const QModelIndex& index) {
    if (!index.isValid()) return;
    tree_->setCurrentIndex(index);
    tree_->scrollTo(index);
    updateActions();
}

void NetworkBuilder::applyInputShapeText() {
    if (syncing_) return;
    const QString text = inputShape_->text().trimmed();
    static const QRegularExpression separators(QStringLiteral("[,\\s()\\[\\]]+"));
    std::vector<std::int64_t> dims;
    bool ok = !text.isEmpty();
    for (const QString& part : text.split(separators, Qt::SkipEmptyParts)) {
        bool partOk = false;
        dims.push_back(part.toLongLong(&partOk));
        ok = ok && partOk;
    }
    if (!ok || dims.empty()) {
        showRefusal(tr("Refused: input shape '%1' is not a list of whole numbers such as 512 or "
                       "1, 28, 28.")
                        .arg(text));
    } else {
        model_->setInputShape(dims);
    }
    // The model's shape, normalized ("1,28 28" -> "1, 28, 28"), or the old one when refused.
    const QSignalBlocker block(inputShape_);
    inputShape_->setText(inputShapeText());
}

QString NetworkBuilder::inputShapeText() const {
    QStringList parts;
    for (std::int64_t d : model_->spec().input_shape) parts << QString::number(d);
    return parts.join(QStringLiteral(", "));
}

void NetworkBuilder::presetChosen(int comboIndex) {
    if (syncing_ || comboIndex < 0) return;
    const QString id = presets_->itemData(comboIndex).toString();
    if (id.isEmpty()) {
        sync();  // "your own network" is what edits lead to; choosing it changes nothing
        return;
    }
    selectPreset(id);
}

void NetworkBuilder::sync() {
    syncing_ = true;
    const nn::NetworkSpec& spec = model_->spec();
    const bool program = model_->isProgram();

    {
        const QSignalBlocker block(presets_);
        presets_->setCurrentIndex(std::max(0, presets_->findData(presetId())));
    }
    {
        const QSignalBlocker block(inputShape_);
        inputShape_->setText(inputShapeText());
        inputShape_->setEnabled(!program);
    }
    {
        const QSignalBlocker block(batch_);
        batch_->setValue(static_cast<int>(std::clamp<std::int64_t>(spec.batch_size, 1, kMaxBatch)));
        batch_->setEnabled(!program);
    }
    stack_->setCurrentWidget(program ? static_cast<QWidget*>(programNote_) : tree_);

    const int scroll = code_->verticalScrollBar()->value();
    const QString text = model_->code();
    if (text != code_->toPlainText()) {
        code_->setPlainText(text);
        code_->verticalScrollBar()->setValue(scroll);
    }

    QPalette pal = status_->palette();
    pal.setColor(QPalette::WindowText, palette().color(QPalette::WindowText));
    if (program) {
        status_->setText(tr("fancy_func is a program; the code pane shows it."));
    } else if (!model_->problem().isEmpty()) {
        status_->setText(tr("Not valid: %1").arg(model_->problem()));
        pal.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    } else if (model_->outputShape().isEmpty()) {
        status_->setText(tr("Valid, but the output shape is unknown for this input: %1")
                             .arg(model_->index(0, NetworkModel::OutputColumn)
                                      .data(NetworkModel::ShapeProblemRole)
                                      .toString()));
        pal.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    } else {
        status_->setText(tr("Input %1, output %2, %3 parameters")
                             .arg(QString::fromStdString(spec.batch_input_shape().to_string()),
                                  model_->outputShape(),
                                  QLocale().toString(model_->parameterCount())));
    }
    status_->setPalette(pal);
    updateActions();
    syncing_ = false;
    emit specChanged(spec);
}

void NetworkBuilder::updateActions() {
    const bool program = model_->isProgram();
    const QModelIndex sel = selected();
    const bool child = sel.isValid() && sel.parent().isValid();
    for (auto& [kind, action] : addActions_) action->setEnabled(!program);
    addButton_->setEnabled(!program);
    remove_->setEnabled(!program && child);
    moveUp_->setEnabled(!program && child && sel.row() > 0);
    moveDown_->setEnabled(!program && child && sel.row() + 1 < model_->rowCount(sel.parent()));
    save_->setEnabled(!program);
}

void NetworkBuilder::showRefusal(const QString& message) {
    status_->setText(message);
    QPalette pal = status_->palette();
    pal.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    status_->setPalette(pal);
}

}  // namespace asynclab
