#include "ui/models/network_model.h"

#include <QBrush>
#include <QColor>
#include <QRegularExpression>
#include <QUndoCommand>
#include <algorithm>
#include <functional>
#include <utility>

#include "engine/nn/shape_inference.h"

namespace asynclab {

using nn::NetworkSpec;
using nn::NodeKind;
using nn::NodeSpec;

struct NetworkModel::Item {
    Item* parent = nullptr;
    std::vector<std::unique_ptr<Item>> children;
    QString shape;         ///< "(1, 256)" or ""
    QString shapeProblem;  ///< why there is no shape

    int row() const {
        if (!parent) return 0;
        for (std::size_t i = 0; i < parent->children.size(); ++i)
            if (parent->children[i].get() == this) return static_cast<int>(i);
        return -1;
    }
};

namespace {

using Dims = std::vector<std::int64_t>;

bool isSequence(NodeKind k) {
    return k == NodeKind::HybridSequential || k == NodeKind::Sequential;
}

QString shapeText(const Dims& dims) {
    QStringList parts;
    for (std::int64_t d : dims) parts << QString::number(d);
    return QLatin1Char('(') + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
}

/// The node's attributes without its children.
NodeSpec attributesOf(const NodeSpec& n) {
    NodeSpec a = n;
    a.children.clear();
    return a;
}

/// Whether gluon_code() can render the description (it indexes DataBranch's two children).
bool renderable(const NodeSpec& n) {
    if (n.kind == NodeKind::DataBranch && n.children.size() != 2) return false;
    return std::all_of(n.children.begin(), n.children.end(), renderable);
}

/// "net.children[0].children[2]" for a path.
QString pathText(const std::vector<int>& path) {
    QString s = QStringLiteral("net");
    for (int i : path) s += QStringLiteral(".children[%1]").arg(i);
    return s;
}

/// validate()'s verdict on one node's own attributes: the node without its children (and
/// with placeholder branches where the kind needs some) as the root of a 1-feature network.
/// The message is relative to the node ("units: must be ...").
std::optional<std::string> checkAttributes(const NodeSpec& attributes) {
    NetworkSpec probe;
    probe.input_shape = {1};
    probe.root = attributesOf(attributes);
    if (attributes.kind == NodeKind::HybridConcurrent)
        probe.root.children = {NodeSpec::flatten_layer()};
    if (attributes.kind == NodeKind::DataBranch)
        probe.root.children = {NodeSpec::flatten_layer(), NodeSpec::flatten_layer()};
    auto e = nn::validate(probe);
    if (!e) return std::nullopt;
    std::string m = *e;
    if (m.rfind("net.", 0) == 0)
        m.erase(0, 4);
    else if (m.rfind("net: ", 0) == 0)
        m.erase(0, 5);
    return m;
}

}  // namespace

// --- undo commands -------------------------------------------------------------------------

/// Base of the commands: the one friend of the model, so the subclasses reach its apply
/// functions through it.
class NetworkCommand : public QUndoCommand {
  public:
    NetworkCommand(NetworkModel* model, const QString& text) : QUndoCommand(text), m_(model) {}

  protected:
    void spec(const NetworkSpec& s, const QString& program) { m_->applySpec(s, program); }
    void input(const Dims& shape, std::int64_t batch) { m_->applyInput(shape, batch); }
    void insert(const std::vector<int>& parent, int row, const NodeSpec& n) {
        m_->applyInsert(parent, row, n);
    }
    void remove(const std::vector<int>& parent, int row) { m_->applyRemove(parent, row); }
    void move(const std::vector<int>& parent, int from, int to) { m_->applyMove(parent, from, to); }
    void attributes(const std::vector<int>& path, const NodeSpec& a) {
        m_->applyAttributes(path, a);
    }

    NetworkModel* m_;
};

namespace {

class SpecCommand : public NetworkCommand {
  public:
    SpecCommand(NetworkModel* model, const QString& text, NetworkSpec before, QString beforeProgram,
                NetworkSpec after, QString afterProgram)
        : NetworkCommand(model, text),
          before_(std::move(before)),
          after_(std::move(after)),
          beforeProgram_(std::move(beforeProgram)),
          afterProgram_(std::move(afterProgram)) {}
    void redo() override { spec(after_, afterProgram_); }
    void undo() override { spec(before_, beforeProgram_); }

  private:
    NetworkSpec before_, after_;
    QString beforeProgram_, afterProgram_;
};

/// Input shape or batch size. Consecutive changes of the same field merge into one step
/// (a spin box emits one change per click).
class InputCommand : public NetworkCommand {
  public:
    enum Field { Shape = 1001, Batch = 1002 };
    InputCommand(NetworkModel* model, const QString& text, Field field, Dims beforeShape,
                 std::int64_t beforeBatch, Dims afterShape, std::int64_t afterBatch)
        : NetworkCommand(model, text),
          field_(field),
          beforeShape_(std::move(beforeShape)),
          afterShape_(std::move(afterShape)),
          beforeBatch_(beforeBatch),
          afterBatch_(afterBatch) {}
    void redo() override { input(afterShape_, afterBatch_); }
    void undo() override { input(beforeShape_, beforeBatch_); }
    int id() const override { return field_; }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = static_cast<const InputCommand*>(other);
        afterShape_ = o->afterShape_;
        afterBatch_ = o->afterBatch_;
        setObsolete(afterShape_ == beforeShape_ && afterBatch_ == beforeBatch_);
        return true;
    }

  private:
    Field field_;
    Dims beforeShape_, afterShape_;
    std::int64_t beforeBatch_, afterBatch_;
};

class InsertCommand : public NetworkCommand {
  public:
    InsertCommand(NetworkModel* model, const QString& text, std::vector<int> parent, int row,
                  NodeSpec node)
        : NetworkCommand(model, text),
          parent_(std::move(parent)),
          row_(row),
          node_(std::move(node)) {}
    void redo() override { insert(parent_, row_, node_); }
    void undo() override { remove(parent_, row_); }

  private:
    std::vector<int> parent_;
    int row_;
    NodeSpec node_;
};

class RemoveCommand : public NetworkCommand {
  public:
    RemoveCommand(NetworkModel* model, const QString& text, std::vector<int> parent, int row,
                  NodeSpec node)
        : NetworkCommand(model, text),
          parent_(std::move(parent)),
          row_(row),
          node_(std::move(node)) {}
    void redo() override { remove(parent_, row_); }
    void undo() override { insert(parent_, row_, node_); }

  private:
    std::vector<int> parent_;
    int row_;
    NodeSpec node_;
};

class MoveCommand : public NetworkCommand {
  public:
    MoveCommand(NetworkModel* model, const QString& text, std::vector<int> parent, int from, int to)
        : NetworkCommand(model, text), parent_(std::move(parent)), from_(from), to_(to) {}
    void redo() override { move(parent_, from_, to_); }
    void undo() override { move(parent_, to_, from_); }

  private:
    std::vector<int> parent_;
    int from_, to_;
};

class AttributesCommand : public NetworkCommand {
  public:
    AttributesCommand(NetworkModel* model, const QString& text, std::vector<int> path,
                      NodeSpec before, NodeSpec after)
        : NetworkCommand(model, text),
          path_(std::move(path)),
          before_(std::move(before)),
          after_(std::move(after)) {}
    void redo() override { attributes(path_, after_); }
    void undo() override { attributes(path_, before_); }

  private:
    std::vector<int> path_;
    NodeSpec before_, after_;
};

}  // namespace

// --- the model -----------------------------------------------------------------------------

NetworkModel::NetworkModel(QObject* parent)
    : QAbstractItemModel(parent), root_(std::make_unique<Item>()), undo_(new QUndoStack(this)) {
    spec_ = nn::preset_chapter_mlp();
    rebuildItems();
    refresh();
}

NetworkModel::~NetworkModel() = default;

void NetworkModel::setSpec(const NetworkSpec& spec, const QString& undoText) {
    undo_->push(new SpecCommand(this, undoText.isEmpty() ? tr("Replace network") : undoText, spec_,
                                program_, spec, QString()));
}

bool NetworkModel::setProgram(const QString& id) {
    if (programCode(id).isEmpty()) return refuse(tr("Unknown program '%1'.").arg(id));
    if (id == program_) return true;
    undo_->push(new SpecCommand(this, tr("Show %1").arg(id), spec_, program_, spec_, id));
    return true;
}

QString NetworkModel::problem() const {
    return problem_ ? QString::fromStdString(*problem_) : QString();
}

QModelIndex NetworkModel::problemIndex() const {
    return problemPath_ ? indexForPath(*problemPath_) : QModelIndex();
}

QString NetworkModel::outputShape() const {
    if (isProgram() || root_->children.empty()) return {};
    return root_->children.front()->shape;
}

qint64 NetworkModel::parameterCount() const {
    return isProgram() ? -1 : parameters_;
}

QString NetworkModel::code() const {
    return isProgram() ? programCode(program_) : networkCode(spec_);
}

bool NetworkModel::setInputShape(const Dims& shape) {
    if (refuseInProgram()) return false;
    NetworkSpec probe = spec_;
    probe.input_shape = shape;
    probe.root = NodeSpec{};
    if (auto e = nn::validate(probe))
        return refuse(tr("Refused: %1").arg(QString::fromStdString(*e)));
    if (shape == spec_.input_shape) return true;
    undo_->push(new InputCommand(this, tr("Set input shape"), InputCommand::Shape,
                                 spec_.input_shape, spec_.batch_size, shape, spec_.batch_size));
    return true;
}

bool NetworkModel::setBatchSize(std::int64_t batch) {
    if (refuseInProgram()) return false;
    NetworkSpec probe = spec_;
    probe.batch_size = batch;
    probe.root = NodeSpec{};
    if (auto e = nn::validate(probe))
        return refuse(tr("Refused: %1").arg(QString::fromStdString(*e)));
    if (batch == spec_.batch_size) return true;
    undo_->push(new InputCommand(this, tr("Set batch size"), InputCommand::Batch, spec_.input_shape,
                                 spec_.batch_size, spec_.input_shape, batch));
    return true;
}

QModelIndex NetworkModel::insertNode(const QModelIndex& parent, int row, const NodeSpec& node) {
    if (refuseInProgram()) return {};
    if (!parent.isValid()) {
        refuse(tr("Refused: a network has one root block; add to it instead."));
        return {};
    }
    const NodeSpec& p = this->node(parent);
    if (!nn::has_children(p.kind)) {
        refuse(tr("Refused: a %1 has no children.")
                   .arg(QString::fromUtf8(nn::node_kind_name(p.kind))));
        return {};
    }
    const int count = static_cast<int>(p.children.size());
    if (row < 0 || row > count) row = count;
    NetworkSpec probe;
    probe.input_shape = {1};
    probe.root = node;
    if (auto e = nn::validate(probe)) {
        refuse(tr("Refused: %1").arg(QString::fromStdString(*e)));
        return {};
    }
    const std::vector<int> parentPath = pathOf(parent);
    undo_->push(
        new InsertCommand(this, tr("Add %1").arg(QString::fromUtf8(nn::node_kind_name(node.kind))),
                          parentPath, row, node));
    std::vector<int> path = parentPath;
    path.push_back(row);
    return indexForPath(path);
}

bool NetworkModel::removeNode(const QModelIndex& index) {
    if (refuseInProgram()) return false;
    if (!index.isValid() || !index.parent().isValid())
        return refuse(tr("Refused: the root block cannot be removed."));
    const std::vector<int> path = pathOf(index);
    const std::vector<int> parentPath(path.begin(), path.end() - 1);
    const NodeSpec& n = node(index);
    undo_->push(
        new RemoveCommand(this, tr("Remove %1").arg(QString::fromUtf8(nn::node_kind_name(n.kind))),
                          parentPath, path.back(), n));
    return true;
}

bool NetworkModel::moveNode(const QModelIndex& index, int delta) {
    if (refuseInProgram()) return false;
    if (!index.isValid() || !index.parent().isValid())
        return refuse(tr("Refused: the root block cannot be moved."));
    const int from = index.row();
    const int to = from + delta;
    if (delta == 0) return true;
    if (to < 0 || to >= rowCount(index.parent()))
        return refuse(delta < 0 ? tr("Refused: this block is already the first.")
                                : tr("Refused: this block is already the last."));
    const std::vector<int> path = pathOf(index);
    undo_->push(new MoveCommand(this, delta < 0 ? tr("Move up") : tr("Move down"),
                                std::vector<int>(path.begin(), path.end() - 1), from, to));
    return true;
}

bool NetworkModel::setNodeAttributes(const QModelIndex& index, const NodeSpec& attributes) {
    if (refuseInProgram()) return false;
    if (!index.isValid()) return refuse(tr("Refused: no block selected."));
    const NodeSpec& n = node(index);
    const NodeSpec before = attributesOf(n);
    const NodeSpec after = attributesOf(attributes);
    if (after.kind != before.kind && !(isSequence(after.kind) && isSequence(before.kind)))
        return refuse(tr("Refused: a %1 cannot become a %2; only HybridSequential and "
                         "Sequential can be switched (remove the block and add another).")
                          .arg(QString::fromUtf8(nn::node_kind_name(before.kind)),
                               QString::fromUtf8(nn::node_kind_name(after.kind))));
    if (auto e = checkAttributes(after))
        return refuse(
            tr("Refused: %1.%2").arg(pathText(pathOf(index)), QString::fromStdString(*e)));
    if (after == before) return true;
    undo_->push(new AttributesCommand(this, tr("Edit %1").arg(describe(index)), pathOf(index),
                                      before, after));
    return true;
}

const NodeSpec& NetworkModel::node(const QModelIndex& index) const {
    if (!index.isValid()) return spec_.root;
    return nodeAt(pathOf(index));
}

QModelIndex NetworkModel::indexForPath(const std::vector<int>& path) const {
    Item* item = itemAt(path);
    return item ? indexOf(item) : QModelIndex();
}

std::vector<int> NetworkModel::pathOf(const QModelIndex& index) const {
    Item* item = itemOf(index);
    return item ? pathOf(item) : std::vector<int>{};
}

bool NetworkModel::acceptsChildren(const QModelIndex& index) const {
    if (!index.isValid() || isProgram()) return false;
    const NodeSpec& n = node(index);
    if (n.kind == NodeKind::DataBranch) return n.children.size() < 2;
    return nn::has_children(n.kind);
}

// --- QAbstractItemModel ----------------------------------------------------------------------

QModelIndex NetworkModel::index(int row, int column, const QModelIndex& parent) const {
    if (column < 0 || column >= ColumnCount || row < 0) return {};
    if (parent.isValid() && parent.column() != 0) return {};
    Item* p = parent.isValid() ? itemOf(parent) : root_.get();
    if (!p || row >= static_cast<int>(p->children.size())) return {};
    return createIndex(row, column, p->children[static_cast<std::size_t>(row)].get());
}

QModelIndex NetworkModel::parent(const QModelIndex& child) const {
    Item* item = itemOf(child);
    if (!item || !item->parent || item->parent == root_.get()) return {};
    return indexOf(item->parent);
}

int NetworkModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0) return 0;
    Item* p = parent.isValid() ? itemOf(parent) : root_.get();
    return p ? static_cast<int>(p->children.size()) : 0;
}

int NetworkModel::columnCount(const QModelIndex& parent) const {
    Q_UNUSED(parent);
    return ColumnCount;
}

QVariant NetworkModel::data(const QModelIndex& index, int role) const {
    Item* item = itemOf(index);
    if (!item) return {};
    const NodeSpec& n = nodeAt(pathOf(item));
    const int col = index.column();
    const QString kind = QString::fromUtf8(nn::node_kind_name(n.kind));
    const bool isProblem = problemPath_ && itemAt(*problemPath_) == item;

    if (role == KindRole && col == KindColumn) return static_cast<int>(n.kind);
    if (role == ShapeProblemRole && col == OutputColumn) return item->shapeProblem;
    if (role == Qt::ForegroundRole) {
        if (isProblem || (col == OutputColumn && !item->shapeProblem.isEmpty()))
            return QBrush(QColor(0xc0, 0x1c, 0x28));
        if (col == ActivationColumn && n.kind == NodeKind::Dense && n.activation.empty())
            return QBrush(QColor(0x80, 0x80, 0x80));
        return {};
    }
    if (role == Qt::TextAlignmentRole && col == UnitsColumn)
        return static_cast<int>(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        if (isProblem) return problem();
        if (col == OutputColumn)
            return item->shapeProblem.isEmpty() ? tr("Output shape for a batch of %1: %2")
                                                      .arg(spec_.batch_size)
                                                      .arg(item->shape)
                                                : item->shapeProblem;
        if (col == KindColumn) {
            switch (n.kind) {
                case NodeKind::HybridSequential:
                    return tr(
                        "Runs its children in order; can be hybridized (compiled). "
                        "Edit to switch to Sequential.");
                case NodeKind::Sequential:
                    return tr(
                        "Runs its children in order, imperatively only. Edit to switch "
                        "to HybridSequential.");
                case NodeKind::HybridConcurrent:
                    return tr("Runs every branch on the same input and concatenates the outputs.");
                case NodeKind::Dense: return tr("Fully connected layer.");
                case NodeKind::Activation: return tr("Element-wise activation function.");
                case NodeKind::Dropout: return tr("Zeroes inputs at random while training.");
                case NodeKind::Flatten: return tr("Flattens each sample to one dimension.");
                case NodeKind::Print:
                    return tr(
                        "Prints its input: every call imperatively, only while tracing "
                        "once hybridized.");
                case NodeKind::DataBranch:
                    return tr(
                        "Runs its first child when x.sum() > 0, else its second: "
                        "data-dependent control flow, so it cannot be hybridized.");
            }
        }
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    const bool edit = role == Qt::EditRole;
    switch (col) {
        case KindColumn: {
            if (edit) return kind;
            const Item* parentItem = item->parent;
            if (parentItem && parentItem != root_.get()) {
                const NodeSpec& p = nodeAt(pathOf(parentItem));
                if (p.kind == NodeKind::DataBranch)
                    return (index.row() == 0 ? tr("then: %1") : tr("else: %1")).arg(kind);
            }
            return kind;
        }
        case UnitsColumn:
            if (n.kind == NodeKind::Dense) return static_cast<int>(n.units);
            return {};
        case ActivationColumn:
            if (n.kind == NodeKind::Dense)
                return edit || !n.activation.empty() ? QString::fromStdString(n.activation)
                                                     : tr("none");
            if (n.kind == NodeKind::Activation) return QString::fromStdString(n.activation);
            return {};
        case SettingColumn:
            switch (n.kind) {
                case NodeKind::Dropout:
                    return edit ? QVariant(n.rate) : QVariant(tr("rate %1").arg(n.rate));
                case NodeKind::Print:
                    return edit ? QString::fromStdString(n.label)
                                : QStringLiteral("\"%1\"").arg(QString::fromStdString(n.label));
                case NodeKind::HybridConcurrent:
                    return edit ? QVariant(n.axis) : QVariant(tr("axis %1").arg(n.axis));
                case NodeKind::Dense: {
                    if (edit) return {};
                    QStringList parts;
                    if (!n.use_bias) parts << tr("no bias");
                    if (!n.flatten) parts << tr("no flatten");
                    if (n.in_units > 0) parts << tr("in_units %1").arg(n.in_units);
                    return parts.join(QStringLiteral(", "));
                }
                default: return {};
            }
        case OutputColumn:
            if (edit) return {};
            return item->shapeProblem.isEmpty() ? item->shape : QStringLiteral("?");
        case NameColumn: return QString::fromStdString(n.name);
        default: return {};
    }
}

bool NetworkModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !itemOf(index)) return false;
    if (!(flags(index) & Qt::ItemIsEditable)) return refuse(tr("Refused: this cell is read-only."));
    NodeSpec a = attributesOf(node(index));
    const QString where = pathText(pathOf(index));
    auto wholeNumber = [&](const QString& what, std::int64_t* out) {
        bool ok = false;
        const QString text = value.toString().trimmed();
        if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float) {
            const double d = value.toDouble();
            ok = d == static_cast<double>(static_cast<std::int64_t>(d));
            *out = static_cast<std::int64_t>(d);
        } else {
            *out = text.toLongLong(&ok);
        }
        if (!ok)
            refuse(tr("Refused: %1.%2: must be a whole number, got '%3'").arg(where, what, text));
        return ok;
    };
    switch (index.column()) {
        case KindColumn: {
            const auto kind = nn::parse_node_kind(value.toString().trimmed().toStdString());
            if (!kind)
                return refuse(
                    tr("Refused: %1.kind: unknown kind '%2'").arg(where, value.toString()));
            a.kind = *kind;
            break;
        }
        case UnitsColumn:
            if (!wholeNumber(QStringLiteral("units"), &a.units)) return false;
            break;
        case ActivationColumn: {
            QString act = value.toString().trimmed().toLower();
            if (a.kind == NodeKind::Dense && (act == QLatin1String("none") || act == tr("none")))
                act.clear();
            a.activation = act.toStdString();
            break;
        }
        case SettingColumn:
            if (a.kind == NodeKind::Dropout) {
                bool ok = false;
                if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float) {
                    a.rate = value.toDouble();
                    ok = true;
                } else {
                    a.rate = value.toString().trimmed().toDouble(&ok);
                }
                if (!ok)
                    return refuse(tr("Refused: %1.rate: must be a number, got '%2'")
                                      .arg(where, value.toString()));
            } else if (a.kind == NodeKind::Print) {
                a.label = value.toString().toStdString();
            } else if (a.kind == NodeKind::HybridConcurrent) {
                std::int64_t axis = 0;
                if (!wholeNumber(QStringLiteral("axis"), &axis)) return false;
                if (axis < -8 || axis > 7)
                    return refuse(
                        tr("Refused: %1.axis: %2 is out of range [-8, 7]").arg(where).arg(axis));
                a.axis = static_cast<int>(axis);
            }
            break;
        case NameColumn: a.name = value.toString().trimmed().toStdString(); break;
        default: return false;
    }
    return setNodeAttributes(index, a);
}

Qt::ItemFlags NetworkModel::flags(const QModelIndex& index) const {
    Item* item = itemOf(index);
    if (!item) return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const NodeSpec& n = nodeAt(pathOf(item));
    bool editable = false;
    switch (index.column()) {
        case KindColumn: editable = isSequence(n.kind); break;
        case UnitsColumn: editable = n.kind == NodeKind::Dense; break;
        case ActivationColumn:
            editable = n.kind == NodeKind::Dense || n.kind == NodeKind::Activation;
            break;
        case SettingColumn:
            editable = n.kind == NodeKind::Dropout || n.kind == NodeKind::Print ||
                       n.kind == NodeKind::HybridConcurrent;
            break;
        case NameColumn: editable = true; break;
        default: break;
    }
    if (editable) f |= Qt::ItemIsEditable;
    if (!nn::has_children(n.kind)) f |= Qt::ItemNeverHasChildren;
    return f;
}

QVariant NetworkModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
            case KindColumn: return tr("Block");
            case UnitsColumn: return tr("Units");
            case ActivationColumn: return tr("Activation");
            case SettingColumn: return tr("Setting");
            case OutputColumn: return tr("Output shape");
            case NameColumn: return tr("Name");
            default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case SettingColumn:
                return tr(
                    "Dropout rate, Print label, HybridConcurrent axis; Dense options "
                    "that differ from the defaults.");
            case OutputColumn:
                return tr("The shape each block gives for the input shape and batch size.");
            case NameColumn:
                return tr("A fixed block name (its parameter prefix); empty: automatic.");
            default: return {};
        }
    }
    return {};
}

// --- applying changes ----------------------------------------------------------------------

void NetworkModel::applySpec(const NetworkSpec& spec, const QString& program) {
    beginResetModel();
    spec_ = spec;
    program_ = program;
    rebuildItems();
    endResetModel();
    refresh();
}

void NetworkModel::applyInput(const Dims& shape, std::int64_t batch) {
    spec_.input_shape = shape;
    spec_.batch_size = batch;
    refresh();
}

void NetworkModel::applyInsert(const std::vector<int>& parentPath, int row, const NodeSpec& node) {
    Item* parentItem = itemAt(parentPath);
    NodeSpec& p = nodeAt(parentPath);
    beginInsertRows(indexOf(parentItem), row, row);
    p.children.insert(p.children.begin() + row, node);
    std::function<std::unique_ptr<Item>(const NodeSpec&, Item*)> make = [&](const NodeSpec& n,
                                                                            Item* parent) {
        auto item = std::make_unique<Item>();
        item->parent = parent;
        for (const auto& c : n.children) item->children.push_back(make(c, item.get()));
        return item;
    };
    parentItem->children.insert(parentItem->children.begin() + row, make(node, parentItem));
    endInsertRows();
    refresh();
}

void NetworkModel::applyRemove(const std::vector<int>& parentPath, int row) {
    Item* parentItem = itemAt(parentPath);
    NodeSpec& p = nodeAt(parentPath);
    beginRemoveRows(indexOf(parentItem), row, row);
    p.children.erase(p.children.begin() + row);
    parentItem->children.erase(parentItem->children.begin() + row);
    endRemoveRows();
    refresh();
}

void NetworkModel::applyMove(const std::vector<int>& parentPath, int from, int to) {
    Item* parentItem = itemAt(parentPath);
    NodeSpec& p = nodeAt(parentPath);
    const QModelIndex parentIndex = indexOf(parentItem);
    beginMoveRows(parentIndex, from, from, parentIndex, to > from ? to + 1 : to);
    auto rotate = [&](auto& v) {
        if (to > from)
            std::rotate(v.begin() + from, v.begin() + from + 1, v.begin() + to + 1);
        else
            std::rotate(v.begin() + to, v.begin() + from, v.begin() + from + 1);
    };
    rotate(p.children);
    rotate(parentItem->children);
    endMoveRows();
    refresh();
}

void NetworkModel::applyAttributes(const std::vector<int>& path, const NodeSpec& attributes) {
    NodeSpec& n = nodeAt(path);
    std::vector<NodeSpec> children = std::move(n.children);
    n = attributes;
    n.children = std::move(children);
    Item* item = itemAt(path);
    emit dataChanged(indexOf(item, 0), indexOf(item, ColumnCount - 1));
    refresh();
}

// --- helpers ---------------------------------------------------------------------------------

NodeSpec& NetworkModel::nodeAt(const std::vector<int>& path) {
    NodeSpec* n = &spec_.root;
    for (int i : path) n = &n->children.at(static_cast<std::size_t>(i));
    return *n;
}

const NodeSpec& NetworkModel::nodeAt(const std::vector<int>& path) const {
    const NodeSpec* n = &spec_.root;
    for (int i : path) n = &n->children.at(static_cast<std::size_t>(i));
    return *n;
}

NetworkModel::Item* NetworkModel::itemAt(const std::vector<int>& path) const {
    if (root_->children.empty()) return nullptr;
    Item* item = root_->children.front().get();
    for (int i : path) {
        if (i < 0 || i >= static_cast<int>(item->children.size())) return nullptr;
        item = item->children[static_cast<std::size_t>(i)].get();
    }
    return item;
}

NetworkModel::Item* NetworkModel::itemOf(const QModelIndex& index) const {
    if (!index.isValid() || index.model() != this) return nullptr;
    return static_cast<Item*>(index.internalPointer());
}

QModelIndex NetworkModel::indexOf(const Item* item, int column) const {
    if (!item || item == root_.get()) return {};
    return createIndex(item->row(), column, const_cast<Item*>(item));
}

std::vector<int> NetworkModel::pathOf(const Item* item) const {
    std::vector<int> path;
    for (; item && item->parent && item->parent != root_.get(); item = item->parent)
        path.push_back(item->row());
    std::reverse(path.begin(), path.end());
    return path;
}

void NetworkModel::rebuildItems() {
    root_->children.clear();
    if (isProgram()) return;
    std::function<void(const NodeSpec&, Item*)> add = [&](const NodeSpec& n, Item* parent) {
        auto item = std::make_unique<Item>();
        item->parent = parent;
        Item* raw = item.get();
        parent->children.push_back(std::move(item));
        for (const auto& c : n.children) add(c, raw);
    };
    add(spec_.root, root_.get());
}

void NetworkModel::refresh() {
    problem_ = isProgram() ? std::nullopt : nn::validate(spec_);
    problemPath_.reset();
    if (problem_) {
        // "net.children[1].children[0].units: ..." names the node at path {1, 0}.
        static const QRegularExpression head(QStringLiteral("^net((?:\\.children\\[\\d+\\])*)"));
        static const QRegularExpression step(QStringLiteral("\\[(\\d+)\\]"));
        const auto m = head.match(QString::fromStdString(*problem_));
        if (m.hasMatch()) {
            std::vector<int> path;
            for (auto it = step.globalMatch(m.captured(1)); it.hasNext();)
                path.push_back(it.next().captured(1).toInt());
            problemPath_ = path;
        }
    }
    parameters_ = -1;
    if (!root_->children.empty()) {
        // The engine infers every block's shape (nn::infer_shapes); the rows say why one has
        // none in the interface's words.
        const auto why = [](const nn::BlockShape& b) -> QString {
            switch (b.issue) {
                case nn::ShapeIssue::None: return {};
                case nn::ShapeIssue::InputUnknown:
                    return tr("Unknown: the input of this block has no known shape.");
                case nn::ShapeIssue::InUnitsMismatch:
                    return tr("This Dense expects %1 input features but gets %2.")
                        .arg(b.expected)
                        .arg(b.got);
                case nn::ShapeIssue::InnerUnknown:
                    return tr("Unknown: a block inside has no known output shape.");
                case nn::ShapeIssue::NoBranch:
                    return tr("Unknown: a HybridConcurrent needs at least one branch.");
                case nn::ShapeIssue::BranchUnknown:
                    return tr("Unknown: a branch has no known output shape.");
                case nn::ShapeIssue::AxisOutOfRange:
                    return tr("Axis %1 is out of range for outputs of rank %2.")
                        .arg(b.axis)
                        .arg(b.got);
                case nn::ShapeIssue::BranchesDoNotConcatenate:
                    return tr("Branch outputs %1 and %2 cannot be concatenated on axis %3.")
                        .arg(shapeText(b.first.dims()), shapeText(b.second.dims()))
                        .arg(b.axis);
                case nn::ShapeIssue::BranchCount:
                    return tr("Unknown: a DataBranch needs exactly two branches.");
                case nn::ShapeIssue::DataDependent:
                    return tr("The branches give different shapes (%1 and %2), so the output "
                              "depends on the data.")
                        .arg(shapeText(b.first.dims()), shapeText(b.second.dims()));
            }
            return {};
        };
        std::function<void(const nn::BlockShape&, Item*)> show = [&](const nn::BlockShape& b,
                                                                     Item* item) {
            item->shape = b.output ? shapeText(b.output->dims()) : QString();
            item->shapeProblem = why(b);
            for (std::size_t i = 0; i < b.children.size(); ++i)
                show(b.children[i], item->children[i].get());
        };
        const nn::NetworkShapes shapes = nn::infer_shapes(spec_);
        show(shapes.root, root_->children.front().get());
        parameters_ = shapes.parameters.value_or(-1);
        emitShapesChanged(root_.get());
    }
    emit specChanged();
}

void NetworkModel::emitShapesChanged(const Item* item) {
    if (item->children.empty()) return;
    const QModelIndex parent = indexOf(item);
    emit dataChanged(index(0, 0, parent),
                     index(static_cast<int>(item->children.size()) - 1, ColumnCount - 1, parent));
    for (const auto& c : item->children) emitShapesChanged(c.get());
}

bool NetworkModel::refuse(const QString& message) {
    emit editRejected(message);
    return false;
}

bool NetworkModel::refuseInProgram() {
    if (!isProgram()) return false;
    refuse(tr("Refused: %1 is a program, not a network; pick a network preset to edit.")
               .arg(program_));
    return true;
}

QString NetworkModel::describe(const QModelIndex& index) const {
    return QStringLiteral("%1 (%2)").arg(QString::fromUtf8(nn::node_kind_name(node(index).kind)),
                                         pathText(pathOf(index)));
}

// --- code ------------------------------------------------------------------------------------

QString programCode(const QString& id) {
    if (id != NetworkModel::fancyFuncId()) return {};
    return NetworkModel::tr(
               "# fancy_func (12.1.1) is a program, not a stack of\n"
               "# layers: plain Python functions that the interpreter\n"
               "# runs one statement at a time.\n") +
           QStringLiteral(
               "def add(a, b):\n"
               "    return a + b\n"
               "\n"
               "def fancy_func(a, b, c, d):\n"
               "    e = add(a, b)\n"
               "    f = add(c, d)\n"
               "    g = add(e, f)\n"
               "    return g\n"
               "\n"
               "print(fancy_func(1, 2, 3, 4))\n"
               "\n") +
           NetworkModel::tr(
               "# Imperatively, each add() is one op. Compiled, the\n"
               "# program is known as a whole: with constant inputs\n"
               "# the three additions fold into the constant 10.\n"
               "# The fancy-func scenario runs both and counts ops.\n");
}

QString networkCode(const NetworkSpec& spec) {
    QString out = QStringLiteral(
        "from mxnet import np, npx\n"
        "from mxnet.gluon import nn\n"
        "npx.set_np()\n\n");
    const auto problem = nn::validate(spec);
    if (problem)
        out += NetworkModel::tr("# Not valid yet: %1\n").arg(QString::fromStdString(*problem));
    if (!renderable(spec.root)) return out;
    out += QString::fromStdString(nn::gluon_code(spec)) + QLatin1Char('\n');
    if (!problem)
        out += QStringLiteral("\nX = np.random.normal(size=%1)\nnet(X)\n")
                   .arg(shapeText(spec.batch_input_shape().dims()));
    return out;
}

}  // namespace asynclab
