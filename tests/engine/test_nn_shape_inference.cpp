// Shape inference over network descriptions (nn::infer_shapes): the shapes and parameter
// counts it gives are those the built network has when it runs, and a description whose
// shapes do not fit is refused with the layer and the mismatch named, where running it fails.
#include <QtTest>

#include "engine/core/engine.h"
#include "engine/nn/blocks.h"
#include "engine/nn/network_spec.h"
#include "engine/nn/shape_inference.h"

using namespace asynclab;
using namespace asynclab::nn;

namespace {

/// What running the description gives: its output shape and its parameters' elements.
struct Ran {
    Shape output;
    std::int64_t parameters = 0;
};

Ran run(const NetworkSpec& spec) {
    Engine engine({.cpu_workers = 1, .profile = false});
    EngineScope scope(engine);
    BlockPtr net = build(spec);
    net->initialize();
    const NDArray x = NDArray::normal(spec.batch_input_shape(), 0, 1, 1);
    const NDArray out = (*net)(Variable(x)).data();
    // -x takes a DataBranch's other branch: every layer has run once, every shape is known.
    (void)(*net)(Variable(x * -1.0)).data().to_host();
    Ran r{out.shape(), 0};
    for (const auto& [name, p] : net->collect_params()) {
        if (!p->shape_known()) throw std::logic_error(name + " never ran");
        r.parameters += p->shape().size();
    }
    return r;
}

NetworkSpec sequence(std::vector<std::int64_t> input, std::vector<NodeSpec> children,
                     std::int64_t batch = 2) {
    NetworkSpec s;
    s.name = "probe";
    s.input_shape = std::move(input);
    s.batch_size = batch;
    s.root = NodeSpec::container(NodeKind::HybridSequential, std::move(children));
    return s;
}

}  // namespace

class TestNnShapeInference : public QObject {
    Q_OBJECT

  private slots:
    void presetsAgreeWithRunningThem() {
        for (const Preset& p : presets()) {
            const NetworkShapes s = infer_shapes(p.spec);
            QVERIFY2(s.output(), p.id.c_str());
            QVERIFY2(!s.mismatch(), p.id.c_str());
            const Ran r = run(p.spec);
            QCOMPARE(s.output()->dims(), r.output.dims());
            QCOMPARE(s.parameters.value_or(-1), r.parameters);
        }
    }

    void flattenAndDenseWithoutFlatteningAgreeWithRunning() {
        NodeSpec keep = NodeSpec::dense(6);
        keep.flatten = false;
        NodeSpec no_bias = NodeSpec::dense(3);
        no_bias.use_bias = false;
        const NetworkSpec spec = sequence({3, 4, 5}, {keep, NodeSpec::flatten_layer(), no_bias});
        const NetworkShapes s = infer_shapes(spec);
        QCOMPARE(s.root.children[0].output->dims(), (std::vector<std::int64_t>{2, 3, 4, 6}));
        QCOMPARE(s.root.children[1].output->dims(), (std::vector<std::int64_t>{2, 72}));
        QCOMPARE(s.root.children[2].parameters, std::int64_t{72 * 3});
        QCOMPARE(s.parameters.value_or(-1), std::int64_t{5 * 6 + 6 + 72 * 3});
        const Ran r = run(spec);
        QCOMPARE(s.output()->dims(), r.output.dims());
        QCOMPARE(s.parameters.value_or(-1), r.parameters);
    }

    void everyBlockGetsItsInputAndPath() {
        const NetworkShapes s = infer_shapes(preset_concurrent());
        const BlockShape& branches = s.root.children[0];
        QCOMPARE(branches.path, std::string("net.children[0]"));
        QCOMPARE(branches.children[1].path, std::string("net.children[0].children[1]"));
        QCOMPARE(branches.children[1].input->dims(), (std::vector<std::int64_t>{4, 20}));
        QCOMPARE(branches.output->dims(), (std::vector<std::int64_t>{4, 16 + 8}));
        QCOMPARE(s.root.children[1].input->dims(), (std::vector<std::int64_t>{4, 24}));
    }

    void inUnitsThatDoNotFitAreRefusedNamingTheLayer() {
        NodeSpec fixed = NodeSpec::dense(2);
        fixed.in_units = 7;
        fixed.name = "head";
        const NetworkSpec spec = sequence({512}, {NodeSpec::dense(256, "relu"), fixed}, 1);
        const NetworkShapes s = infer_shapes(spec);
        QVERIFY(!s.output());
        QVERIFY(!s.parameters);
        const BlockShape* bad = s.mismatch();
        QVERIFY(bad);
        QCOMPARE(bad->path, std::string("net.children[1]"));
        QCOMPARE(bad->issue, ShapeIssue::InUnitsMismatch);
        QCOMPARE(bad->expected, std::int64_t{7});
        QCOMPARE(bad->got, std::int64_t{256});
        // The sequence holding it has no shape, without being the mismatch itself.
        QCOMPARE(s.root.issue, ShapeIssue::InnerUnknown);
        try {
            check_shapes(spec);
            QFAIL("check_shapes accepted a Dense fixed to 7 inputs after 256 units");
        } catch (const SpecError& e) {
            const std::string m = e.what();
            QVERIFY2(m.find("net.children[1] (Dense 'head')") != std::string::npos, e.what());
            QVERIFY2(m.find("expects 7 input features") != std::string::npos, e.what());
            QVERIFY2(m.find("gets 256") != std::string::npos, e.what());
        }
        // Running it fails too: the check refuses what would not run.
        QVERIFY_THROWS_EXCEPTION(std::exception, run(spec));
    }

    void branchesThatDoNotConcatenateAreRefused() {
        NodeSpec keep = NodeSpec::dense(4);
        keep.flatten = false;
        NodeSpec branches =
            NodeSpec::container(NodeKind::HybridConcurrent, {keep, NodeSpec::dense(5)});
        const NetworkSpec spec = sequence({3, 6}, {branches});
        const NetworkShapes s = infer_shapes(spec);
        const BlockShape* bad = s.mismatch();
        QVERIFY(bad);
        QCOMPARE(bad->path, std::string("net.children[0]"));
        QCOMPARE(bad->issue, ShapeIssue::BranchesDoNotConcatenate);
        QCOMPARE(bad->first.dims(), (std::vector<std::int64_t>{2, 3, 4}));
        QCOMPARE(bad->second.dims(), (std::vector<std::int64_t>{2, 5}));
        QVERIFY_THROWS_EXCEPTION(SpecError, check_shapes(spec));
        QVERIFY_THROWS_EXCEPTION(std::exception, run(spec));
    }

    void anAxisBeyondTheRankIsRefused() {
        NodeSpec branches = NodeSpec::container(NodeKind::HybridConcurrent, {NodeSpec::dense(3)});
        branches.axis = 4;
        const NetworkShapes s = infer_shapes(sequence({5}, {branches}));
        QVERIFY(s.mismatch());
        QCOMPARE(s.mismatch()->issue, ShapeIssue::AxisOutOfRange);
        QCOMPARE(s.mismatch()->got, std::int64_t{2});
        QVERIFY(s.mismatch()->problem().find("rank 2") != std::string::npos);
    }

    void branchesOfDifferentShapesAreUnknownButNotRefused() {
        NetworkSpec spec = preset_data_branch();
        spec.root.children[0].children[1].units += 1;
        const NetworkShapes s = infer_shapes(spec);
        const BlockShape& branch = s.root.children[0];
        QCOMPARE(branch.issue, ShapeIssue::DataDependent);
        QCOMPARE(branch.first.dims(), (std::vector<std::int64_t>{1, 4}));
        QCOMPARE(branch.second.dims(), (std::vector<std::int64_t>{1, 5}));
        QCOMPARE(s.root.children[1].issue, ShapeIssue::InputUnknown);
        QVERIFY(!s.output());
        // Which branch runs depends on the data; either one runs.
        QVERIFY(!s.mismatch());
        check_shapes(spec);
    }

    void anInvalidInputLeavesEveryBlockUnknown() {
        NetworkSpec spec = preset_chapter_mlp();
        spec.batch_size = 0;
        const NetworkShapes s = infer_shapes(spec);
        QCOMPARE(s.root.issue, ShapeIssue::InputUnknown);
        for (const BlockShape& c : s.root.children) QCOMPARE(c.issue, ShapeIssue::InputUnknown);
        QVERIFY(!s.mismatch());
        // Another input than the description's own is the caller's to give.
        const NetworkShapes other = infer_shapes(spec.root, Shape({8, 512}));
        QCOMPARE(other.output()->dims(), (std::vector<std::int64_t>{8, 2}));
    }
};

QTEST_GUILESS_MAIN(TestNnShapeInference)
#include "test_nn_shape_inference.moc"
