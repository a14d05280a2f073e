// NetworkModel and NetworkBuilder: the item model under QAbstractItemModelTester through a
// series of edits, building a network through the widgets, exact undo/redo round trips,
// refused edits, the fancy_func program, shape inference, and loading/saving JSON files.
#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTreeView>
#include <QUndoStack>
#include <QtTest>

#include "engine/nn/network_spec.h"
#include "ui/models/network_model.h"
#include "ui/views/network_builder.h"

using namespace asynclab;
using nn::NetworkSpec;
using nn::NodeKind;
using nn::NodeSpec;

namespace {

QString json(const NetworkSpec& spec) {
    return QString::fromStdString(nn::to_json(spec));
}

/// Checks that the model's rows mirror the spec's nodes (kinds, units, row counts).
void compareTree(const NetworkModel& model, const QModelIndex& index, const NodeSpec& node) {
    QCOMPARE(index.data(NetworkModel::KindRole).toInt(), static_cast<int>(node.kind));
    if (node.kind == NodeKind::Dense)
        QCOMPARE(index.siblingAtColumn(NetworkModel::UnitsColumn).data(Qt::EditRole).toLongLong(),
                 node.units);
    QCOMPARE(model.rowCount(index), static_cast<int>(node.children.size()));
    for (int i = 0; i < model.rowCount(index); ++i) {
        compareTree(model, model.index(i, 0, index), node.children[static_cast<std::size_t>(i)]);
        if (QTest::currentTestFailed()) return;
    }
}

#define COMPARE_TREE(model)                                                                       \
    do {                                                                                          \
        QCOMPARE((model).rowCount(), (model).isProgram() ? 0 : 1);                                \
        if (!(model).isProgram()) compareTree((model), (model).index(0, 0), (model).spec().root); \
        if (QTest::currentTestFailed()) return;                                                   \
    } while (false)

/// Parameters of a chain of Dense layers on `in` features (weights and biases).
qint64 denseParams(qint64 in, const std::vector<qint64>& units) {
    qint64 total = 0;
    for (qint64 u : units) {
        total += in * u + u;
        in = u;
    }
    return total;
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write(bytes);
    return path;
}

}  // namespace

class TestNetworkBuilder : public QObject {
    Q_OBJECT

  private slots:
    void modelUnderTesterThroughEdits();
    void presetsShowTheirCode();
    void fancyFuncIsAProgram();
    void buildThroughWidgets();
    void undoRedoRestoresExactJson();
    void invalidEditsAreRefused();
    void structuralProblemsAreShown();
    void shapesAreInferred();
    void malformedFilesKeepTheNetwork();
    void saveAndLoadRoundTrip();
    void undoShortcuts();
};

void TestNetworkBuilder::modelUnderTesterThroughEdits() {
    NetworkModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    COMPARE_TREE(model);

    const QModelIndex root = model.index(0, 0);
    QModelIndex added = model.insertNode(root, 1, NodeSpec::dropout(0.25));
    QVERIFY(added.isValid());
    QCOMPARE(added.row(), 1);
    COMPARE_TREE(model);
    QVERIFY(model.setData(model.index(0, NetworkModel::UnitsColumn, root), 300));
    QVERIFY(model.setData(model.index(2, NetworkModel::ActivationColumn, root),
                          QStringLiteral("tanh")));
    QVERIFY(model.setData(added.siblingAtColumn(NetworkModel::SettingColumn), 0.75));
    QVERIFY(model.setData(added.siblingAtColumn(NetworkModel::NameColumn), QStringLiteral("drop")));
    COMPARE_TREE(model);
    QVERIFY(model.moveNode(added, +1));
    QVERIFY(model.moveNode(model.index(2, 0, root), +1));
    QVERIFY(model.moveNode(model.index(3, 0, root), -1));
    COMPARE_TREE(model);

    // A nested container, filled and partly emptied.
    QModelIndex conc = model.insertNode(
        root, 0, NodeSpec::container(NodeKind::HybridConcurrent, {NodeSpec::dense(3)}));
    QVERIFY(conc.isValid());
    QVERIFY(model.insertNode(conc, -1, NodeSpec::dense(5, "relu")).isValid());
    QVERIFY(model.insertNode(conc, 0, NodeSpec::flatten_layer()).isValid());
    COMPARE_TREE(model);
    QVERIFY(model.removeNode(model.index(1, 0, conc)));
    QVERIFY(model.setData(conc.siblingAtColumn(NetworkModel::SettingColumn), -1));
    QVERIFY(model.setData(root.siblingAtColumn(NetworkModel::KindColumn),
                          QStringLiteral("Sequential")));
    COMPARE_TREE(model);

    const NetworkSpec& s = model.spec();
    QCOMPARE(s.root.kind, NodeKind::Sequential);
    QCOMPARE(s.root.children.size(), std::size_t{5});
    QCOMPARE(s.root.children[0].kind, NodeKind::HybridConcurrent);
    QCOMPARE(s.root.children[0].axis, -1);
    QCOMPARE(s.root.children[0].children.size(), std::size_t{2});
    QCOMPARE(s.root.children[0].children[0].kind, NodeKind::Flatten);
    QCOMPARE(s.root.children[0].children[1].units, 5);
    QCOMPARE(s.root.children[1].units, 300);
    QCOMPARE(s.root.children[2].units, 128);
    QCOMPARE(s.root.children[2].activation, std::string("tanh"));
    QCOMPARE(s.root.children[3].kind, NodeKind::Dropout);
    QCOMPARE(s.root.children[3].rate, 0.75);
    QCOMPARE(s.root.children[3].name, std::string("drop"));
    QCOMPARE(s.root.children[4].units, 2);
    QVERIFY(!nn::validate(s));

    // Whole-spec replacements, the program, then everything undone and redone.
    const QString edited = json(model.spec());
    for (const auto& p : nn::presets()) {
        model.setSpec(p.spec);
        COMPARE_TREE(model);
    }
    QVERIFY(model.setProgram(NetworkModel::fancyFuncId()));
    COMPARE_TREE(model);
    QVERIFY(model.removeNode(model.index(0, 0)) == false);
    const int steps = model.undoStack()->count();
    for (int i = 0; i < steps; ++i) {
        model.undoStack()->undo();
        COMPARE_TREE(model);
    }
    QCOMPARE(json(model.spec()), json(nn::preset_chapter_mlp()));
    for (int i = 0; i < steps; ++i) model.undoStack()->redo();
    COMPARE_TREE(model);
    QVERIFY(model.isProgram());
    model.undoStack()->setIndex(steps - 1 - static_cast<int>(nn::presets().size()));
    QCOMPARE(json(model.spec()), edited);
    COMPARE_TREE(model);
}

void TestNetworkBuilder::presetsShowTheirCode() {
    NetworkBuilder builder;
    QAbstractItemModelTester tester(builder.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester comboTester(builder.presetCombo()->model(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Opens on the chapter's MLP with nothing to undo.
    QCOMPARE(builder.presetId(), QStringLiteral("chapter_mlp"));
    QCOMPARE(builder.undoStack()->count(), 0);
    QSignalSpy changed(&builder, &NetworkBuilder::specChanged);
    for (const auto& p : nn::presets()) {
        const int i = builder.presetCombo()->findData(QString::fromStdString(p.id));
        QVERIFY2(i > 0, p.id.c_str());
        const bool differs = builder.presetCombo()->currentIndex() != i;
        changed.clear();
        builder.presetCombo()->setCurrentIndex(i);
        QCOMPARE(changed.isEmpty(), !differs);
        QCOMPARE(json(builder.spec()), json(p.spec));
        QCOMPARE(builder.presetId(), QString::fromStdString(p.id));
        QVERIFY(builder.code().contains(QString::fromStdString(nn::gluon_code(p.spec))));
        QVERIFY(builder.code().contains(QStringLiteral("from mxnet.gluon import nn")));
        QVERIFY(builder.statusText().contains(builder.model()->outputShape()));
        QVERIFY(!builder.model()->outputShape().isEmpty());
        if (differs) QCOMPARE(json(changed.last().at(0).value<NetworkSpec>()), json(p.spec));
    }
    // The MLP preset's code builds the chapter's three Dense layers.
    QVERIFY(builder.selectPreset(QStringLiteral("chapter_mlp")));
    QVERIFY(builder.code().contains(QStringLiteral("nn.Dense(256, activation='relu')")));
    QVERIFY(builder.code().contains(QStringLiteral("nn.Dense(2)")));
    QVERIFY(builder.code().contains(QStringLiteral("size=(1, 512)")));
    QVERIFY(!builder.selectPreset(QStringLiteral("no_such_preset")));
    QVERIFY(builder.statusText().contains(QStringLiteral("no_such_preset")));
}

void TestNetworkBuilder::fancyFuncIsAProgram() {
    NetworkBuilder builder;
    const NetworkSpec before = builder.spec();
    const int i = builder.presetCombo()->findData(NetworkModel::fancyFuncId());
    QVERIFY(i > 0);
    builder.presetCombo()->setCurrentIndex(i);
    QVERIFY(builder.isProgram());
    QCOMPARE(builder.presetId(), NetworkModel::fancyFuncId());
    QVERIFY(builder.code().contains(QStringLiteral("def fancy_func(a, b, c, d):")));
    QVERIFY(builder.code().contains(QStringLiteral("print(fancy_func(1, 2, 3, 4))")));
    QVERIFY(!builder.code().contains(QStringLiteral("nn.Dense")));
    QCOMPARE(builder.model()->rowCount(), 0);
    auto* stack = builder.findChild<QStackedWidget*>();
    QVERIFY(stack);
    QVERIFY(stack->currentWidget() != builder.treeView());
    QVERIFY(!builder.addActionFor(NodeKind::Dense)->isEnabled());
    QVERIFY(!builder.inputShapeEdit()->isEnabled());
    QVERIFY(!builder.batchSizeSpin()->isEnabled());
    // Edits are refused with a reason, saving too; the last network is kept.
    QSignalSpy rejected(builder.model(), &NetworkModel::editRejected);
    QVERIFY(!builder.model()->setBatchSize(4));
    QCOMPARE(rejected.count(), 1);
    QVERIFY(rejected.first().at(0).toString().contains(QStringLiteral("program")));
    QTemporaryDir dir;
    QString error;
    QVERIFY(!builder.saveFile(dir.filePath(QStringLiteral("f.json")), &error));
    QVERIFY(error.contains(QStringLiteral("program")));
    QCOMPARE(json(builder.spec()), json(before));
    // Undo returns to the network.
    builder.undoStack()->undo();
    QVERIFY(!builder.isProgram());
    QCOMPARE(stack->currentWidget(), builder.treeView());
    QCOMPARE(builder.model()->rowCount(), 1);
    QVERIFY(builder.code().contains(QStringLiteral("nn.Dense(256")));
}

void TestNetworkBuilder::buildThroughWidgets() {
    NetworkBuilder builder;
    builder.resize(900, 500);
    builder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&builder));
    NetworkModel* model = builder.model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTreeView* tree = builder.treeView();

    builder.presetCombo()->setCurrentIndex(
        builder.presetCombo()->findData(QStringLiteral("training_mlp")));
    builder.presetCombo()->setCurrentIndex(
        builder.presetCombo()->findData(QStringLiteral("chapter_mlp")));
    QCOMPARE(builder.presetId(), QStringLiteral("chapter_mlp"));
    const QModelIndex root = model->index(0, 0);

    // Select the last Dense (2 units) and add a Dense after it through the add menu's action.
    tree->setCurrentIndex(model->index(2, 0, root));
    QVERIFY(builder.addActionFor(NodeKind::Dense)->isEnabled());
    builder.addActionFor(NodeKind::Dense)->trigger();
    QCOMPARE(model->rowCount(root), 4);
    QCOMPARE(tree->currentIndex().row(), 3);
    QCOMPARE(builder.presetId(), QString());
    QCOMPARE(builder.presetCombo()->currentIndex(), 0);

    // Edit its units through the delegate: the spin box it opens, then Enter.
    const QModelIndex units = model->index(3, NetworkModel::UnitsColumn, root);
    tree->setCurrentIndex(units);
    tree->edit(units);
    auto* spin = tree->viewport()->findChild<QSpinBox*>();
    QVERIFY(spin);
    QCOMPARE(spin->minimum(), 1);
    spin->setValue(10);
    QTest::keyClick(spin, Qt::Key_Enter);  // the delegate commits from the event loop
    QTRY_COMPARE(model->spec().root.children[3].units, 10);
    QVERIFY(!tree->viewport()->findChild<QSpinBox*>() ||
            !tree->viewport()->findChild<QSpinBox*>()->isVisible());
    // ... and its activation through the model.
    QVERIFY(model->setData(model->index(3, NetworkModel::ActivationColumn, root),
                           QStringLiteral("sigmoid")));

    // Move it above the Dense(2), then remove the Dense(2).
    tree->setCurrentIndex(model->index(3, 0, root));
    QVERIFY(builder.moveUpAction()->isEnabled());
    QVERIFY(!builder.moveDownAction()->isEnabled());
    builder.moveUpAction()->trigger();
    QCOMPARE(tree->currentIndex().row(), 2);
    QCOMPARE(model->spec().root.children[2].units, 10);
    tree->setCurrentIndex(model->index(3, 0, root));
    QCOMPARE(model->spec().root.children[3].units, 2);
    builder.removeAction()->trigger();

    NetworkSpec want = nn::preset_chapter_mlp();
    want.root.children[2] = NodeSpec::dense(10, "sigmoid");
    QCOMPARE(json(builder.spec()), json(want));
    QVERIFY(builder.code().contains(QStringLiteral("nn.Dense(10, activation='sigmoid')")));
    QVERIFY(!builder.code().contains(QStringLiteral("nn.Dense(2)")));
    QCOMPARE(builder.code(), builder.codeView()->toPlainText());

    // Input shape and batch size reach the code, the shapes and the parameter count.
    builder.batchSizeSpin()->setValue(8);
    builder.inputShapeEdit()->setText(QStringLiteral("20"));
    emit builder.inputShapeEdit()->editingFinished();
    QCOMPARE(builder.spec().batch_size, 8);
    QCOMPARE(builder.spec().input_shape, std::vector<std::int64_t>{20});
    QVERIFY(builder.code().contains(QStringLiteral("size=(8, 20)")));
    QCOMPARE(model->index(0, NetworkModel::OutputColumn).data().toString(),
             QStringLiteral("(8, 10)"));
    QCOMPARE(model->index(0, NetworkModel::OutputColumn, root).data().toString(),
             QStringLiteral("(8, 256)"));
    QCOMPARE(model->parameterCount(), denseParams(20, {256, 128, 10}));
    QVERIFY(builder.statusText().contains(QLocale().toString(denseParams(20, {256, 128, 10}))));

    // A block added with a container selected goes inside it.
    tree->setCurrentIndex(root);
    builder.addActionFor(NodeKind::HybridConcurrent)->trigger();
    const QModelIndex conc = tree->currentIndex();
    QCOMPARE(conc.parent(), root);
    QCOMPARE(conc.row(), 3);
    builder.addActionFor(NodeKind::Dropout)->trigger();
    QCOMPARE(tree->currentIndex().parent(), conc);
    QCOMPARE(model->spec().root.children[3].children.back().kind, NodeKind::Dropout);
    QVERIFY(
        builder.code().contains(QStringLiteral("from mxnet.gluon.contrib.nn import "
                                               "HybridConcurrent")));
    QVERIFY(builder.code().contains(QStringLiteral("nn.Dropout(0.5)")));
    QVERIFY(!nn::validate(builder.spec()));
}

void TestNetworkBuilder::undoRedoRestoresExactJson() {
    NetworkBuilder builder;
    NetworkModel* model = builder.model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTemporaryDir dir;
    const QString file =
        writeFile(dir, QStringLiteral("net.json"),
                  QByteArray::fromStdString(nn::to_json(nn::preset_hybridnet_print())));

    QStringList states{json(builder.spec())};
    QStringList codes{builder.code()};
    auto record = [&] {
        states << json(builder.spec());
        codes << builder.code();
    };
    QVERIFY(builder.selectPreset(QStringLiteral("concurrent")));
    record();
    const QModelIndex root = model->index(0, 0);
    const QModelIndex conc = model->index(0, 0, root);
    QVERIFY(model->insertNode(conc, 1, NodeSpec::print("mid")).isValid());
    record();
    QVERIFY(
        model->setData(model->index(0, NetworkModel::UnitsColumn, model->index(0, 0, conc)), 33));
    record();
    QVERIFY(model->setData(model->index(1, NetworkModel::SettingColumn, conc),
                           QStringLiteral("changed")));
    record();
    QVERIFY(model->moveNode(model->index(2, 0, conc), -1));
    record();
    QVERIFY(model->removeNode(model->index(1, 0, root)));
    record();
    builder.batchSizeSpin()->setValue(5);
    builder.batchSizeSpin()->setValue(6);  // merges with the previous step
    record();
    QVERIFY(model->setInputShape({4, 5}));
    record();
    QVERIFY(builder.loadFile(file));
    record();
    QVERIFY(builder.selectPreset(NetworkModel::fancyFuncId()));
    record();
    QCOMPARE(builder.undoStack()->count(), states.size() - 1);
    QCOMPARE(builder.undoStack()->index(), states.size() - 1);

    for (int i = static_cast<int>(states.size()) - 2; i >= 0; --i) {
        QVERIFY(builder.undoAction()->isEnabled());
        builder.undoAction()->trigger();
        QCOMPARE(json(builder.spec()), states[i]);
        QCOMPARE(builder.code(), codes[i]);
    }
    QVERIFY(!builder.undoAction()->isEnabled());
    for (int i = 1; i < states.size(); ++i) {
        builder.redoAction()->trigger();
        QCOMPARE(json(builder.spec()), states[i]);
        QCOMPARE(builder.code(), codes[i]);
    }
    QVERIFY(!builder.redoAction()->isEnabled());
    QVERIFY(builder.isProgram());
}

void TestNetworkBuilder::invalidEditsAreRefused() {
    NetworkBuilder builder;
    NetworkModel* model = builder.model();
    QSignalSpy rejected(model, &NetworkModel::editRejected);
    const QString before = json(builder.spec());
    const int steps = builder.undoStack()->count();
    const QModelIndex root = model->index(0, 0);
    const QModelIndex dense = model->index(0, 0, root);

    struct Case {
        int column;
        QVariant value;
        QString mentions;
    };
    const std::vector<Case> cases = {
        {NetworkModel::UnitsColumn, 0, QStringLiteral("units")},
        {NetworkModel::UnitsColumn, -3, QStringLiteral("units")},
        {NetworkModel::UnitsColumn, QStringLiteral("many"), QStringLiteral("many")},
        {NetworkModel::UnitsColumn, 2.5, QStringLiteral("whole number")},
        {NetworkModel::ActivationColumn, QStringLiteral("gelu"), QStringLiteral("gelu")},
        {NetworkModel::NameColumn, QStringLiteral("1st"), QStringLiteral("identifier")},
        {NetworkModel::OutputColumn, QStringLiteral("(1, 3)"), QStringLiteral("read-only")},
        {NetworkModel::KindColumn, QStringLiteral("Sequential"), QStringLiteral("read-only")},
    };
    for (const Case& c : cases) {
        rejected.clear();
        QVERIFY(!model->setData(dense.siblingAtColumn(c.column), c.value));
        QCOMPARE(rejected.count(), 1);
        const QString message = rejected.first().at(0).toString();
        QVERIFY2(message.contains(c.mentions), qPrintable(message));
        QCOMPARE(builder.statusText(), message);
        QCOMPARE(json(builder.spec()), before);
        QCOMPARE(builder.undoStack()->count(), steps);
    }
    // The message names the field and what is allowed.
    rejected.clear();
    QVERIFY(!model->setData(dense.siblingAtColumn(NetworkModel::UnitsColumn), 0));
    QVERIFY(rejected.first().at(0).toString().contains(QStringLiteral("net.children[0].units")));

    // Settings of other kinds, the root's kind, input shape and batch size.
    QVERIFY(model->insertNode(root, -1, NodeSpec::dropout(0.1)).isValid());
    const QString withDropout = json(builder.spec());
    rejected.clear();
    QVERIFY(!model->setData(model->index(3, NetworkModel::SettingColumn, root), 1.0));
    QVERIFY(rejected.first().at(0).toString().contains(QStringLiteral("rate")));
    QVERIFY(
        !model->setData(root.siblingAtColumn(NetworkModel::KindColumn), QStringLiteral("Dense")));
    QVERIFY(!model->setData(root.siblingAtColumn(NetworkModel::KindColumn),
                            QStringLiteral("Nonsense")));
    QVERIFY(!model->setBatchSize(0));
    QVERIFY(!model->setInputShape({512, 0}));
    QVERIFY(rejected.last().at(0).toString().contains(QStringLiteral("input_shape[1]")));
    QVERIFY(!model->removeNode(root));
    QVERIFY(!model->moveNode(model->index(0, 0, root), -1));
    QVERIFY(!model->insertNode(model->index(0, 0, root), 0, NodeSpec::dense(1)).isValid());
    QVERIFY(!model->insertNode(root, 0, NodeSpec::dense(0)).isValid());
    QCOMPARE(json(builder.spec()), withDropout);

    // Through the input shape field: refused text is put back.
    builder.inputShapeEdit()->setText(QStringLiteral("512, zero"));
    emit builder.inputShapeEdit()->editingFinished();
    QVERIFY(builder.statusText().contains(QStringLiteral("512, zero")));
    QCOMPARE(builder.inputShapeEdit()->text(), QStringLiteral("512"));
    builder.inputShapeEdit()->setText(QStringLiteral("0"));
    emit builder.inputShapeEdit()->editingFinished();
    QVERIFY(builder.statusText().contains(QStringLiteral("input_shape[0]")));
    QCOMPARE(builder.inputShapeEdit()->text(), QStringLiteral("512"));
    QCOMPARE(json(builder.spec()), withDropout);

    // A valid edit clears the refusal from the status line.
    QVERIFY(model->setData(dense.siblingAtColumn(NetworkModel::UnitsColumn), 7));
    QVERIFY(!builder.statusText().contains(QStringLiteral("Refused")));
}

void TestNetworkBuilder::structuralProblemsAreShown() {
    NetworkBuilder builder;
    NetworkModel* model = builder.model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(builder.selectPreset(QStringLiteral("concurrent")));
    const QString valid = json(builder.spec());
    const QModelIndex root = model->index(0, 0);
    const QModelIndex conc = model->index(0, 0, root);
    QVERIFY(model->removeNode(model->index(0, 0, conc)));
    QVERIFY(model->removeNode(model->index(0, 0, conc)));
    QVERIFY(model->problem().contains(QStringLiteral("at least one branch")));
    QCOMPARE(model->problemIndex(), conc);
    QVERIFY(builder.statusText().contains(model->problem()));
    QVERIFY(builder.code().contains(QStringLiteral("# Not valid yet")));
    QVERIFY(conc.data(Qt::ForegroundRole).isValid());
    QVERIFY(!model->index(1, 0, root).data(Qt::ForegroundRole).isValid());
    QTemporaryDir dir;
    QString error;
    QVERIFY(!builder.saveFile(dir.filePath(QStringLiteral("bad.json")), &error));
    QVERIFY(error.contains(QStringLiteral("not valid")));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("bad.json"))));
    builder.undoStack()->undo();
    builder.undoStack()->undo();
    QCOMPARE(json(builder.spec()), valid);
    QVERIFY(model->problem().isEmpty());
    QVERIFY(!model->problemIndex().isValid());

    // A DataBranch without its two branches: the code stops short of gluon_code().
    QVERIFY(builder.selectPreset(QStringLiteral("data_branch")));
    const QModelIndex branch = model->index(0, 0, model->index(0, 0));
    QVERIFY(model->removeNode(model->index(1, 0, branch)));
    QVERIFY(model->problem().contains(QStringLiteral("exactly two")));
    QVERIFY(!builder.code().contains(QStringLiteral("DataBranch(")));
    QVERIFY(model->acceptsChildren(branch));
    builder.treeView()->setCurrentIndex(branch);
    builder.addActionFor(NodeKind::Dense)->trigger();
    QVERIFY(model->problem().isEmpty());
    QCOMPARE(model->rowCount(branch), 2);
}

void TestNetworkBuilder::shapesAreInferred() {
    NetworkModel model;
    const NetworkSpec conc = nn::preset_concurrent();
    model.setSpec(conc);
    const QModelIndex root = model.index(0, 0);
    const QModelIndex branches = model.index(0, 0, root);
    const NodeSpec& c = conc.root.children[0];
    const std::int64_t wide = c.children[0].children[0].units;
    const std::int64_t narrow = c.children[1].units;
    const auto shape = [&](std::int64_t a, std::int64_t b) {
        return QStringLiteral("(%1, %2)").arg(a).arg(b);
    };
    QCOMPARE(branches.siblingAtColumn(NetworkModel::OutputColumn).data().toString(),
             shape(conc.batch_size, wide + narrow));
    QCOMPARE(model.outputShape(), shape(conc.batch_size, conc.root.children[1].units));

    // A Dense with a fixed in_units that does not match gets "?" and a reason.
    NetworkSpec s = nn::preset_chapter_mlp();
    s.root.children[1].in_units = 7;
    model.setSpec(s);
    const QModelIndex second = model.index(1, NetworkModel::OutputColumn, model.index(0, 0));
    QCOMPARE(second.data().toString(), QStringLiteral("?"));
    QVERIFY(second.data(NetworkModel::ShapeProblemRole).toString().contains(QStringLiteral("7")));
    QVERIFY(model.outputShape().isEmpty());
    QCOMPARE(model.parameterCount(), -1);

    // Branches of a DataBranch with different widths: the output depends on the data.
    NetworkSpec b = nn::preset_data_branch();
    b.root.children[0].children[1].units += 1;
    model.setSpec(b);
    const QModelIndex branch = model.index(0, NetworkModel::OutputColumn, model.index(0, 0));
    QCOMPARE(branch.data().toString(), QStringLiteral("?"));
    QVERIFY(branch.data(NetworkModel::ShapeProblemRole)
                .toString()
                .contains(QStringLiteral("different shapes")));

    // Multi-dimensional input: Flatten and Dense with flatten=false.
    NetworkSpec m;
    m.input_shape = {3, 4, 5};
    m.batch_size = 2;
    NodeSpec keep = NodeSpec::dense(6);
    keep.flatten = false;
    m.root = NodeSpec::container(NodeKind::HybridSequential, {keep, NodeSpec::flatten_layer()});
    model.setSpec(m);
    const QModelIndex mr = model.index(0, 0);
    QCOMPARE(model.index(0, NetworkModel::OutputColumn, mr).data().toString(),
             QStringLiteral("(2, 3, 4, 6)"));
    QCOMPARE(model.outputShape(), QStringLiteral("(2, %1)").arg(3 * 4 * 6));
    QCOMPARE(model.parameterCount(), qint64{5 * 6 + 6});
}

void TestNetworkBuilder::malformedFilesKeepTheNetwork() {
    NetworkBuilder builder;
    QVERIFY(builder.selectPreset(QStringLiteral("training_mlp")));
    const QString before = json(builder.spec());
    const int steps = builder.undoStack()->count();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());

    NetworkSpec zero = nn::preset_chapter_mlp();
    QByteArray zeroText = QByteArray::fromStdString(nn::to_json(zero));
    zeroText.replace("\"units\": 256", "\"units\": 0");
    QVERIFY(zeroText.contains("\"units\": 0"));
    struct Case {
        QString name;
        QByteArray bytes;
        QString mentions;
    };
    const std::vector<Case> cases = {
        {QStringLiteral("truncated.json"), QByteArray("{\"format\": \"asynclab-network\", "),
         QStringLiteral("invalid JSON")},
        {QStringLiteral("other.json"), QByteArray("{\"format\": \"chrome-trace\", \"version\": 1}"),
         QStringLiteral("not an AsyncLab network")},
        {QStringLiteral("zero.json"), zeroText, QStringLiteral("units")},
        {QStringLiteral("empty.json"), QByteArray(), QStringLiteral("invalid JSON")},
    };
    for (const Case& c : cases) {
        const QString path = writeFile(dir, c.name, c.bytes);
        QVERIFY(!path.isEmpty());
        QString error;
        QVERIFY(!builder.loadFile(path, &error));
        QVERIFY2(error.contains(c.mentions), qPrintable(error));
        QVERIFY2(error.contains(c.name), qPrintable(error));
        QCOMPARE(builder.statusText(), error);
        QCOMPARE(json(builder.spec()), before);
        QCOMPARE(builder.undoStack()->count(), steps);
    }
    QString error;
    QVERIFY(!builder.loadFile(dir.filePath(QStringLiteral("missing.json")), &error));
    QVERIFY(error.contains(QStringLiteral("missing.json")));
    QCOMPARE(json(builder.spec()), before);
}

void TestNetworkBuilder::saveAndLoadRoundTrip() {
    QTemporaryDir dir;
    NetworkBuilder a;
    QVERIFY(a.selectPreset(QStringLiteral("hybridnet_print")));
    QVERIFY(a.model()->setData(
        a.model()->index(1, NetworkModel::UnitsColumn, a.model()->index(0, 0)), 12));
    QVERIFY(!a.undoStack()->isClean());
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    QString error;
    QVERIFY2(a.saveFile(path, &error), qPrintable(error));
    QVERIFY(a.undoStack()->isClean());

    NetworkBuilder b;
    QSignalSpy changed(&b, &NetworkBuilder::specChanged);
    QVERIFY2(b.loadFile(path, &error), qPrintable(error));
    QCOMPARE(json(b.spec()), json(a.spec()));
    QCOMPARE(b.code(), a.code());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(b.undoStack()->count(), 1);
    b.undoStack()->undo();
    QCOMPARE(json(b.spec()), json(nn::preset_chapter_mlp()));
}

void TestNetworkBuilder::undoShortcuts() {
    NetworkBuilder builder;
    builder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&builder));
    builder.activateWindow();
    builder.treeView()->setFocus();
    QVERIFY(QTest::qWaitForWindowActive(&builder));
    const QString start = json(builder.spec());
    QVERIFY(builder.selectPreset(QStringLiteral("concurrent")));
    const QString concurrent = json(builder.spec());
    QTest::keyClick(builder.treeView(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(json(builder.spec()), start);
    QTest::keyClick(builder.treeView(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(json(builder.spec()), concurrent);
    QCOMPARE(builder.undoAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Z));

    // Narrow, the code pane goes below the tree; wide, beside it.
    builder.resize(builder.fontMetrics().horizontalAdvance(QLatin1Char('x')) * 60, 600);
    QTRY_COMPARE(builder.splitter()->orientation(), Qt::Vertical);
    builder.resize(builder.fontMetrics().horizontalAdvance(QLatin1Char('x')) * 160, 600);
    QTRY_COMPARE(builder.splitter()->orientation(), Qt::Horizontal);
}

QTEST_MAIN(TestNetworkBuilder)
#include "test_network_builder.moc"
