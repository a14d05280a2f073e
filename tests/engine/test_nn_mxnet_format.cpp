// MXNet symbol JSON + .params: export/import round trip, the real symbol fixtures, and
// malformed files.
#include <QtTest>

#include <QTemporaryDir>
#include <cmath>
#include <fstream>
#include <random>

#include "engine/nn/blocks.h"
#include "engine/nn/mxnet_format.h"
#include "engine/util/json.h"
#include "tests/common/engine_fixture.h"

using namespace asynclab;
using namespace asynclab::nn;

namespace {

NDArray rand_arr(const Shape& s, std::uint64_t seed) {
    std::mt19937_64 gen(seed);
    std::uniform_real_distribution<double> dist(-1, 1);
    std::vector<double> v(static_cast<std::size_t>(s.size()));
    for (auto& x : v) x = dist(gen);
    return NDArray::from_values(s, v);
}

std::string fixture(const char* name) {
    return std::string(ASYNCLAB_FIXTURES_DIR) + "/" + name;
}

template <typename Fn>
std::string error_of(Fn fn) {
    try {
        fn();
    } catch (const std::exception& e) {
        return e.what();
    }
    return "";
}

}  // namespace

class NnMxnetFormatTest : public QObject {
    Q_OBJECT

    testing::EngineFixture engine;

  private slots:
    void init() { engine.start(); }
    void cleanup() { engine.stop(); }

    void exportImportRoundTrip() {
        auto net = std::make_shared<HybridSequential>();
        net->add(std::make_shared<Dense>(16, ActKind::Relu));
        net->add(std::make_shared<Dense>(8, ActKind::Tanh));
        net->add(std::make_shared<Dense>(2));
        net->initialize(Initializer::uniform(0.2, 4));
        net->hybridize();
        NDArray x = rand_arr(Shape{3, 10}, 1);
        const auto ref = (*net)(x).data().to_host();
        QTemporaryDir dir;
        const auto [sym, par] = export_model(*net, dir.filePath("mlp").toStdString());
        const json::Value doc = json::parse_file_or_throw(sym);
        QVERIFY(doc["arg_nodes"].size() == 7);
        QCOMPARE(doc["node_row_ptr"].size(), doc["nodes"].size() + 1);
        QCOMPARE(doc["attrs"]["mxnet_version"][1].as_int64(), std::int64_t{10901});
        QCOMPARE(doc["nodes"][3]["op"].as_string(), std::string("FullyConnected"));
        QCOMPARE(doc["nodes"][3]["attrs"]["num_hidden"].as_string(), std::string("16"));
        SymbolBlock block = import_model(sym, par);
        QVERIFY(block.params().count("dense0_weight"));
        const auto got = block(Variable(x)).data().to_host();
        QCOMPARE(got.size(), ref.size());
        for (std::size_t i = 0; i < ref.size(); ++i)
            QVERIFY(std::abs(got[i] - ref[i]) <= 1e-5 * (1 + std::abs(ref[i])));
        // The params file starts with MXNet's list magic and a V2 record.
        const std::string bytes = json::read_file(par);
        std::uint64_t magic = 0;
        std::uint32_t v2 = 0;
        std::memcpy(&magic, bytes.data(), 8);
        std::memcpy(&v2, bytes.data() + 24, 4);
        QCOMPARE(magic, std::uint64_t{0x112});
        QCOMPARE(v2, std::uint32_t{0xF993FAC9});
    }

    void fixturesLoad_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("version");
        QTest::newRow("vgglike") << "mxnet_symbol_mkldnn_model1_vgglike.json" << 73 << "nnvm"
                                 << 10200;
        QTest::newRow("legacy") << "mxnet_symbol_legacy_save_000800.json" << 17 << "legacy" << 0;
        QTest::newRow("squeezenet")
            << "mxnet_symbol_squeezenet_v1.2_attr.json" << 113 << "nnvm-attr" << 903;
        QTest::newRow("gluon_mlp") << "mxnet_symbol_gluon_mlp.json" << 12 << "nnvm" << 10500;
    }
    void fixturesLoad() {
        QFETCH(QString, file);
        QFETCH(int, nodes);
        QFETCH(QString, format);
        QFETCH(int, version);
        const std::string path = fixture(file.toStdString().c_str());
        if (!QFile::exists(QString::fromStdString(path))) QSKIP("fixtures not available");
        SymbolBlock b = import_model(path);
        QCOMPARE(static_cast<int>(b.graph().size()), nodes);
        QCOMPARE(QString::fromStdString(b.format()), format);
        QCOMPARE(b.mxnet_version(), version);
        const Graph& g = b.graph();
        if (file.contains("vgglike")) {
            QCOMPARE(g.count_op("null"), std::size_t{34});
            QCOMPARE(g.count_op("Convolution"), std::size_t{16});
            QCOMPARE(g.count_op("Activation"), std::size_t{15});
            QCOMPARE(g.count_op("Pooling"), std::size_t{6});
        } else if (file.contains("legacy")) {
            QCOMPARE(g.count_op("FullyConnected"), std::size_t{3});
            QCOMPARE(g.count_op("BatchNorm"), std::size_t{1});
        } else if (file.contains("squeezenet")) {
            QCOMPARE(g.count_op("Convolution"), std::size_t{26});
            QCOMPARE(g.count_op("Concat"), std::size_t{8});
        } else {
            QCOMPARE(g.count_op("FullyConnected"), std::size_t{3});
            QCOMPARE(g.count_op("null"), std::size_t{7});
            QVERIFY(!g.nodes[1].shape_known);  // "(128, 0)": unknown dim
        }
        if (!b.unsupported_ops().empty()) {
            const std::string err = error_of([&] { b(Variable(rand_arr(Shape{1, 4}, 2))); });
            QVERIFY2(err.find("cannot execute op") != std::string::npos, err.c_str());
        }
    }

    void gluonMlpRunsWithGeneratedParams() {
        const std::string path = fixture("mxnet_symbol_gluon_mlp.json");
        if (!QFile::exists(QString::fromStdString(path))) QSKIP("fixtures not available");
        Graph g = symbol_from_json(json::read_file(path));
        std::map<std::string, NDArray> params;
        std::uint64_t seed = 10;
        // Shapes: the input (2, 28*28) fixes the weights' unknown dims.
        for (auto& n : g.nodes)
            if (n.is_variable() && n.name != "data") n.var = VarKind::Param;
        g.nodes[0].shape = Shape{2, 784};
        g.infer_shapes();
        for (const auto& n : g.nodes)
            if (n.var == VarKind::Param) params[n.name] = rand_arr(n.shape, seed++);
        SymbolBlock b(g, params, 10500, "nnvm");
        const auto y = b(Variable(rand_arr(Shape{2, 784}, 3))).data().to_host();
        QCOMPARE(y.size(), std::size_t{20});
    }

    void malformedSymbolsGiveClearErrors() {
        auto err = [](const std::string& text) {
            return error_of([&] { symbol_from_json(text); });
        };
        QVERIFY(err("{\"nodes\": [").find("not valid JSON") != std::string::npos);
        QVERIFY(err("[]").find("top level") != std::string::npos);
        QVERIFY(err("{}").find("nodes") != std::string::npos);
        const std::string cycle =
            R"({"nodes":[{"op":"null","name":"data","inputs":[]},)"
            R"({"op":"Activation","name":"a","attrs":{"act_type":"relu"},"inputs":[[2,0,0]]},)"
            R"({"op":"Activation","name":"b","attrs":{"act_type":"relu"},"inputs":[[1,0,0]]}],"heads":[[2,0,0]]})";
        QVERIFY2(err(cycle).find("cycle") != std::string::npos, err(cycle).c_str());
        const std::string range =
            R"({"nodes":[{"op":"null","name":"data","inputs":[]},{"op":"relu","name":"r","inputs":[[7,0,0]]}]})";
        QVERIFY2(err(range).find("refers to node 7") != std::string::npos, err(range).c_str());
        const std::string absurd =
            R"J({"nodes":[{"op":"null","name":"w","attrs":{"__shape__":"(100000000, 100000000)"},"inputs":[]}]})J";
        QVERIFY2(err(absurd).find("absurd") != std::string::npos, err(absurd).c_str());
        const std::string noop = R"({"nodes":[{"name":"x","inputs":[]}]})";
        QVERIFY(err(noop).find("\"op\"") != std::string::npos);
        // Unknown op: loads, running names it.
        const std::string unknown =
            R"({"nodes":[{"op":"null","name":"data","inputs":[]},{"op":"FancyOp","name":"f0","inputs":[[0,0,0]]}],"heads":[[1,0,0]]})";
        Graph g = symbol_from_json(unknown);
        SymbolBlock b(g, {}, 0, "nnvm");
        const std::string e = error_of([&] { b(Variable(rand_arr(Shape{2, 2}, 1))); });
        QVERIFY2(e.find("FancyOp") != std::string::npos && e.find("f0") != std::string::npos,
                 e.c_str());
    }

    void malformedParamsGiveClearErrors() {
        std::vector<std::pair<std::string, NDArray>> arrays{{"arg:w", rand_arr(Shape{3, 4}, 1)}};
        const std::string good = params_to_bytes(arrays);
        const auto back = params_from_bytes(good);
        QCOMPARE(back.size(), std::size_t{1});
        QCOMPARE(back[0].first, std::string("arg:w"));
        QCOMPARE(back[0].second.shape(), (Shape{3, 4}));
        for (std::size_t cut :
             {std::size_t{4}, std::size_t{30}, good.size() - 3, good.size() - 20}) {
            const std::string e = error_of([&] { params_from_bytes(good.substr(0, cut)); });
            QVERIFY2(e.find("truncated") != std::string::npos, e.c_str());
        }
        std::string bad = good;
        bad[0] = 0x13;
        QVERIFY(error_of([&] { params_from_bytes(bad); }).find("magic") != std::string::npos);
        std::string huge = good;  // first dim -> 2^40
        const std::int64_t big = std::int64_t{1} << 40;
        std::memcpy(huge.data() + 36, &big, 8);
        QVERIFY(error_of([&] { params_from_bytes(huge); }).find("absurd") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(NnMxnetFormatTest)
#include "test_nn_mxnet_format.moc"
