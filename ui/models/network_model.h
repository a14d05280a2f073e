// NetworkModel: an editable tree over a network description (nn::NetworkSpec). The one
// top-level row is the root block ("net"); containers (HybridSequential, Sequential,
// HybridConcurrent, DataBranch) have their children as child rows. Columns show the block
// kind, units, activation, the kind's own setting (dropout rate, print label, concat axis),
// the output shape for the spec's input shape and batch size, and the fixed block name.
//
// Every change (setData, insert, remove, move, input shape, batch size, whole-spec
// replacement) is pushed onto the model's QUndoStack as a command, so undo and redo restore
// the exact description. Edits that would make a node invalid (units 0, an unknown
// activation, a rate of 1, ...) are refused: setData returns false and editRejected() says
// why. Structural edits may leave the description invalid (an empty HybridConcurrent, a
// DataBranch without two branches); problem() then gives validate()'s message and the row
// it names is shown in red.
//
// The model can also stand for a program instead of a network (the chapter's fancy_func,
// which is plain Python functions rather than layers): then it has no rows, refuses edits,
// keeps the last network as spec(), and code() is the program.
#pragma once

#include <QAbstractItemModel>
#include <QString>
#include <QUndoStack>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/nn/network_spec.h"

namespace asynclab {

class NetworkCommand;

class NetworkModel : public QAbstractItemModel {
    Q_OBJECT

  public:
    enum Column {
        KindColumn = 0,  ///< "Dense", ...; editable for sequences (HybridSequential <-> Sequential)
        UnitsColumn,     ///< Dense units (int)
        ActivationColumn,  ///< Dense ("" = none) and Activation
        SettingColumn,     ///< Dropout rate (double), Print label (string), HybridConcurrent axis
        OutputColumn,      ///< output shape, read-only
        NameColumn,        ///< fixed block name ("" = automatic)
        ColumnCount
    };
    /// Qt::UserRole on KindColumn: the node kind as int (nn::NodeKind).
    static constexpr int KindRole = Qt::UserRole;
    /// Qt::UserRole + 1 on OutputColumn: why no shape could be inferred ("" when fine).
    static constexpr int ShapeProblemRole = Qt::UserRole + 1;

    /// The id of the fancy_func program (see setProgram).
    static QString fancyFuncId() { return QStringLiteral("fancy_func"); }

    explicit NetworkModel(QObject* parent = nullptr);
    ~NetworkModel() override;

    // --- the description ----------------------------------------------------------------
    const nn::NetworkSpec& spec() const { return spec_; }
    /// Replaces the whole description (undoable, one step named `undoText`); leaves program
    /// mode.
    void setSpec(const nn::NetworkSpec& spec, const QString& undoText = {});
    /// Shows the program `id` (only fancyFuncId() is known) instead of a network
    /// (undoable). Returns false for an unknown id.
    bool setProgram(const QString& id);
    /// "" for a network, else the program's id.
    QString program() const { return program_; }
    bool isProgram() const { return !program_.isEmpty(); }

    /// validate()'s message for the current description, or "" when it is valid (or a
    /// program is shown).
    QString problem() const;
    /// The row problem() names (invalid when none or when it is about the input).
    QModelIndex problemIndex() const;
    /// The network's output shape "(1, 2)", or "" when it cannot be inferred.
    QString outputShape() const;
    /// How many parameters the network has (weights and biases), or -1 when unknown.
    qint64 parameterCount() const;

    /// The equivalent Gluon code (imports, the engine's gluon_code(), a sample call with
    /// the input shape and batch size), or the program.
    QString code() const;

    /// The undo stack every edit goes through (owned by the model).
    QUndoStack* undoStack() const { return undo_; }

    // --- edits (all undoable; false and editRejected() when refused) ------------------------
    /// One sample's shape, e.g. {512}.
    bool setInputShape(const std::vector<std::int64_t>& shape);
    bool setBatchSize(std::int64_t batch);
    /// Inserts `node` (with its children) as child `row` of container `parent` (row -1:
    /// append). Returns the new index, or an invalid one when refused.
    QModelIndex insertNode(const QModelIndex& parent, int row, const nn::NodeSpec& node);
    /// Removes the node and its children (not the root).
    bool removeNode(const QModelIndex& index);
    /// Moves a node `delta` places among its siblings (-1 up, +1 down).
    bool moveNode(const QModelIndex& index, int delta);
    /// Replaces a node's attributes (kind may change only between the two sequences; the
    /// children are kept).
    bool setNodeAttributes(const QModelIndex& index, const nn::NodeSpec& attributes);

    // --- lookups ----------------------------------------------------------------------------
    /// The node at `index` (with its children); the root for an invalid index.
    const nn::NodeSpec& node(const QModelIndex& index) const;
    /// The index of the node at `path` (child positions from the root; {} is the root).
    QModelIndex indexForPath(const std::vector<int>& path) const;
    std::vector<int> pathOf(const QModelIndex& index) const;
    /// Whether `index` may receive children through the add actions.
    bool acceptsChildren(const QModelIndex& index) const;

    // --- QAbstractItemModel -----------------------------------------------------------------
    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

  signals:
    /// After every change, undo and redo included.
    void specChanged();
    /// An edit was refused; `message` says why.
    void editRejected(const QString& message);

  private:
    friend class NetworkCommand;
    struct Item;

    // Applied by the undo commands (no undo stack involved).
    void applySpec(const nn::NetworkSpec& spec, const QString& program);
    void applyInput(const std::vector<std::int64_t>& shape, std::int64_t batch);
    void applyInsert(const std::vector<int>& parentPath, int row, const nn::NodeSpec& node);
    void applyRemove(const std::vector<int>& parentPath, int row);
    void applyMove(const std::vector<int>& parentPath, int from, int to);
    void applyAttributes(const std::vector<int>& path, const nn::NodeSpec& attributes);

    nn::NodeSpec& nodeAt(const std::vector<int>& path);
    const nn::NodeSpec& nodeAt(const std::vector<int>& path) const;
    Item* itemAt(const std::vector<int>& path) const;
    Item* itemOf(const QModelIndex& index) const;
    QModelIndex indexOf(const Item* item, int column = 0) const;
    std::vector<int> pathOf(const Item* item) const;
    void rebuildItems();
    void refresh();
    void emitShapesChanged(const Item* item);
    bool refuse(const QString& message);
    bool refuseInProgram();
    QString describe(const QModelIndex& index) const;

    nn::NetworkSpec spec_;
    QString program_;
    std::unique_ptr<Item> root_;  ///< invisible; its one child is the network's root block
    QUndoStack* undo_ = nullptr;
    std::optional<std::string> problem_;
    std::optional<std::vector<int>> problemPath_;  ///< the node problem_ names
    qint64 parameters_ = -1;  ///< nn::infer_shapes' count at the last refresh (-1: unknown)
};

/// The Python program shown for `id` (fancy_func); "" for an unknown id.
QString programCode(const QString& id);
/// Gluon code for `spec`: imports, gluon_code(spec), and a call on a random batch.
QString networkCode(const nn::NetworkSpec& spec);

}  // namespace asynclab
