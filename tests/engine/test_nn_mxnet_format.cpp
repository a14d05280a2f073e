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

/// A symbol file of one op node named "op0" reading the variable "data" (of `data_shape`,
/// when given), with `attrs` (a JSON object's members).
std::string one_op_symbol(const std::string& op, const std::string& attrs,
                          const std::string& data_shape = {}) {
    const std::string data_attrs =
        data_shape.empty() ? "" : R"(,"attrs":{"__shape__":")" + data_shape + R"("})";
    return R"({"nodes":[{"op":"null","name":"data")" + data_attrs + R"(,"inputs":[]},)" +
           R"({"op":")" + op + R"(","name":"op0","attrs":{)" + attrs +
           R"(},"inputs":[[0,0,0]]}],"heads":[[1,0,0]]})";
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

    // Attribute values are checked as MXNet's parameter declarations check them (ranges and
    // choices, not only types); the message names the node, the attribute, the value and
    // what is allowed.
    void operatorAttributesOutOfRangeAreRefused_data() {
        QTest::addColumn<QString>("op");
        QTest::addColumn<QString>("attrs");
        QTest::addColumn<QString>("dataShape");
        QTest::addColumn<QString>("expected");
        QTest::newRow("FullyConnected num_hidden 0")
            << "FullyConnected"
            << R"A("num_hidden":"0")A"
            << ""
            << "num_hidden = '0': out of range: must be at least 1";
        QTest::newRow("FullyConnected num_hidden missing")
            << "FullyConnected"
            << R"A("no_bias":"True")A"
            << ""
            << "the attribute num_hidden is required";
        QTest::newRow("FullyConnected num_hidden text")
            << "FullyConnected"
            << R"A("num_hidden":"many")A"
            << ""
            << "num_hidden = 'many': must be an integer at least 1";
        QTest::newRow("FullyConnected flatten not a bool")
            << "FullyConnected"
            << R"A("num_hidden":"4","flatten":"yes")A"
            << ""
            << "flatten = 'yes': must be True or False";
        QTest::newRow("Convolution kernel 0")
            << "Convolution"
            << R"A("kernel":"(0, 3)","num_filter":"8")A"
            << ""
            << "kernel = '(0, 3)': out of range: each value must be at least 1";
        QTest::newRow("Convolution kernel of 4 dims")
            << "Convolution"
            << R"A("kernel":"(1, 1, 1, 1)","num_filter":"8")A"
            << ""
            << "kernel = '(1, 1, 1, 1)': must have 1 to 3 values, not 4";
        QTest::newRow("Convolution stride 0")
            << "Convolution"
            << R"A("kernel":"(3, 3)","stride":"(0, 1)","num_filter":"8")A"
            << ""
            << "stride = '(0, 1)': out of range: each value must be at least 1";
        QTest::newRow("Convolution dilate 0")
            << "Convolution"
            << R"A("kernel":"(3, 3)","dilate":"(1, 0)","num_filter":"8")A"
            << ""
            << "dilate = '(1, 0)': out of range: each value must be at least 1";
        QTest::newRow("Convolution negative pad")
            << "Convolution"
            << R"A("kernel":"(3, 3)","pad":"(-1, 0)","num_filter":"8")A"
            << ""
            << "pad = '(-1, 0)': out of range: each value must be at least 0";
        QTest::newRow("Convolution stride of other rank")
            << "Convolution"
            << R"A("kernel":"(3, 3)","stride":"(1, 1, 1)","num_filter":"8")A"
            << ""
            << "stride = '(1, 1, 1)': must have as many values as kernel (2)";
        QTest::newRow("Convolution num_filter 0")
            << "Convolution"
            << R"A("kernel":"(3, 3)","num_filter":"0")A"
            << ""
            << "num_filter = '0': out of range: must be at least 1";
        QTest::newRow("Convolution num_group 0")
            << "Convolution"
            << R"A("kernel":"(3, 3)","num_filter":"8","num_group":"0")A"
            << ""
            << "num_group = '0': out of range: must be at least 1";
        QTest::newRow("Convolution num_group not dividing filters")
            << "Convolution"
            << R"A("kernel":"(3, 3)","num_filter":"8","num_group":"3")A"
            << ""
            << "num_group = '3': must divide num_filter (8)";
        QTest::newRow("Convolution num_group not dividing channels")
            << "Convolution"
            << R"A("kernel":"(3, 3)","num_filter":"8","num_group":"4")A"
            << "(1, 6, 8, 8)"
            << "num_group = '4': must divide the input's channels (6)";
        QTest::newRow("Convolution layout")
            << "Convolution"
            << R"A("kernel":"(3, 3)","num_filter":"8","layout":"CHWN")A"
            << ""
            << "layout = 'CHWN': must be one of NCW, NCHW, NCDHW, NWC, NHWC, NDHWC";
        QTest::newRow("Pooling kernel 0")
            << "Pooling"
            << R"A("kernel":"(0, 2)","pool_type":"max")A"
            << ""
            << "kernel = '(0, 2)': out of range: each value must be at least 1";
        QTest::newRow("Pooling without kernel") << "Pooling"
                                                << R"A("pool_type":"max")A"
                                                << ""
                                                << "the attribute kernel is required";
        QTest::newRow("Pooling pool_type")
            << "Pooling"
            << R"A("kernel":"(2, 2)","pool_type":"median")A"
            << ""
            << "pool_type = 'median': must be one of max, avg, sum, lp";
        QTest::newRow("Pooling convention")
            << "Pooling"
            << R"A("kernel":"(2, 2)","pooling_convention":"round")A"
            << ""
            << "pooling_convention = 'round': must be one of full, valid, same";
        QTest::newRow("Dropout p above 1") << "Dropout"
                                           << R"A("p":"1.5")A"
                                           << ""
                                           << "p = '1.5': out of range: must be in [0, 1]";
        QTest::newRow("Dropout p negative") << "Dropout"
                                            << R"A("p":"-0.1")A"
                                            << ""
                                            << "p = '-0.1': out of range: must be in [0, 1]";
        QTest::newRow("Dropout p nan") << "Dropout"
                                       << R"A("p":"nan")A"
                                       << ""
                                       << "p = 'nan': must be a finite number in [0, 1]";
        QTest::newRow("Activation act_type")
            << "Activation"
            << R"A("act_type":"swish")A"
            << ""
            << "act_type = 'swish': must be one of relu, sigmoid, log_sigmoid, mish, tanh, "
               "softrelu, softsign";
        QTest::newRow("Activation without act_type") << "Activation"
                                                     << ""
                                                     << ""
                                                     << "the attribute act_type is required";
        QTest::newRow("LeakyReLU act_type")
            << "LeakyReLU"
            << R"A("act_type":"relu6")A"
            << ""
            << "act_type = 'relu6': must be one of rrelu, leaky, prelu, elu, selu, gelu";
        QTest::newRow("LeakyReLU slope") << "LeakyReLU"
                                         << R"A("act_type":"leaky","slope":"inf")A"
                                         << ""
                                         << "slope = 'inf': must be a finite number";
        QTest::newRow("LeakyReLU rrelu bounds")
            << "LeakyReLU"
            << R"A("act_type":"rrelu","lower_bound":"0.5","upper_bound":"0.25")A"
            << ""
            << "lower_bound = '0.5': must not exceed upper_bound ('0.25')";
        QTest::newRow("BatchNorm eps 0") << "BatchNorm"
                                         << R"A("eps":"0")A"
                                         << ""
                                         << "eps = '0': out of range: must be greater than 0";
        QTest::newRow("BatchNorm fix_gamma") << "BatchNorm"
                                             << R"A("fix_gamma":"maybe")A"
                                             << ""
                                             << "fix_gamma = 'maybe': must be True or False";
        QTest::newRow("Reshape two -1")
            << "Reshape"
            << R"A("shape":"(-1, -1)")A"
            << ""
            << "shape = '(-1, -1)': may hold -1 (inferred) at most once";
        QTest::newRow("Reshape below -4")
            << "Reshape"
            << R"A("shape":"(2, -5)")A"
            << ""
            << "shape = '(2, -5)': out of range: each value must be at least -4";
        QTest::newRow("Concat num_args") << "Concat"
                                         << R"A("num_args":"2","dim":"1")A"
                                         << ""
                                         << "num_args = '2': must equal the number of inputs (1)";
        QTest::newRow("sum axis") << "sum"
                                  << R"A("axis":"(1, x)")A"
                                  << ""
                                  << "axis = '(1, x)': must be a tuple of integers";
        QTest::newRow("scalar") << "_mul_scalar"
                                << R"A("scalar":"two")A"
                                << ""
                                << "scalar = 'two': must be a finite number";
        QTest::newRow("SoftmaxOutput normalization")
            << "SoftmaxOutput"
            << R"A("normalization":"all")A"
            << ""
            << "normalization = 'all': must be one of null, batch, valid";
    }
    void operatorAttributesOutOfRangeAreRefused() {
        QFETCH(QString, op);
        QFETCH(QString, attrs);
        QFETCH(QString, dataShape);
        QFETCH(QString, expected);
        const std::string e = error_of([&] {
            symbol_from_json(
                one_op_symbol(op.toStdString(), attrs.toStdString(), dataShape.toStdString()));
        });
        const std::string where = "node 1 ('op0', " + op.toStdString() + "): ";
        QVERIFY2(e.rfind("symbol file: " + where, 0) == 0, e.c_str());
        QVERIFY2(e.find(expected.toStdString()) != std::string::npos, e.c_str());
    }

    void operatorAttributesInRangeLoad_data() {
        QTest::addColumn<QString>("op");
        QTest::addColumn<QString>("attrs");
        QTest::newRow("FullyConnected") << "FullyConnected"
                                        << R"A("num_hidden":"1","no_bias":"1","flatten":"false")A";
        QTest::newRow("Convolution") << "Convolution"
                                     << R"A("kernel":"(3,)","stride":"(1,)","dilate":"(2,)",)A"
                                        R"A("pad":"(0,)","num_filter":"6","num_group":"3",)A"
                                        R"A("workspace":"0","cudnn_tune":"None","layout":"None")A";
        QTest::newRow("global Pooling")
            << "Pooling"
            << R"A("global_pool":"True","pool_type":"avg","kernel":"()","stride":"()")A";
        QTest::newRow("Dropout bounds") << "Dropout"
                                        << R"A("p":"1","mode":"always")A";
        QTest::newRow("Dropout zero") << "Dropout"
                                      << R"A("p":"0")A";
        QTest::newRow("LeakyReLU") << "LeakyReLU"
                                   << R"A("act_type":"elu","slope":"-0.5")A";
        QTest::newRow("BatchNorm") << "BatchNorm"
                                   << R"A("eps":"1e-5","momentum":"0.9","axis":"-1")A";
        QTest::newRow("Reshape codes") << "Reshape"
                                       << R"A("shape":"(0, -1, -2, -3, -4)")A";
        QTest::newRow("unknown op, unknown attrs") << "MyOp"
                                                   << R"A("anything":"goes")A";
        QTest::newRow("extra MXNet attrs") << "Activation"
                                           << R"A("act_type":"softrelu","ctx_group":"stage1")A";
    }
    void operatorAttributesInRangeLoad() {
        QFETCH(QString, op);
        QFETCH(QString, attrs);
        const std::string e = error_of(
            [&] { symbol_from_json(one_op_symbol(op.toStdString(), attrs.toStdString())); });
        QVERIFY2(e.empty(), e.c_str());
    }

    // Found by fuzzing: a Reshape to dims whose product overflows 64 bits was undefined
    // behaviour in shape inference; it is refused, naming the node and the shape.
    void reshapeBeyondAnySizeIsRefused() {
        const std::string text = one_op_symbol(
            "Reshape", R"A("shape":"(1125899906842624, 1125899906842624, 16)")A", "(2, 2)");
        const std::string e = error_of([&] { symbol_from_json(text); });
        QVERIFY2(
            e.find("symbol file: graph node 'op0' (Reshape): shape (1125899906842624, "
                   "1125899906842624, 16) has more than 8589934592 elements") != std::string::npos,
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
