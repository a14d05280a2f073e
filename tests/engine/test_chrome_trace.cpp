// Tests of the Chrome trace export (engine/profiler/chrome_trace) and import
// (engine/profiler/trace_import), including the third-party trace fixtures.
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "engine/profiler/chrome_trace.h"
#include "engine/profiler/trace_import.h"
#include "engine/util/json.h"

using namespace asynclab;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

constexpr OpId kBigId = 13084354670121613409ull;  // above INT64_MAX

const LaneId kCpu0{Device::cpu(0), LaneKind::Compute, 0};
const LaneId kCpu1{Device::cpu(0), LaneKind::Compute, 1};
const LaneId kGpu{Device::gpu(0), LaneKind::Compute, 0};
const LaneId kH2D{Device::gpu(0), LaneKind::CopyH2D, 0};
const LaneId kD2H{Device::gpu(0), LaneKind::CopyD2H, 0};

OpEvent make_op(OpId id, std::string name, OpKind kind, LaneId lane, int issuer, TimeNs push,
                TimeNs start, TimeNs end, std::vector<OpId> waited = {}) {
    OpEvent op;
    op.id = id;
    op.name = std::move(name);
    op.kind = kind;
    op.lane = lane;
    op.issuer = issuer;
    op.push = push;
    op.start = start;
    op.end = end;
    op.waited_on = std::move(waited);
    return op;
}

/// Ops on cpu(0) compute 0/1, gpu(0) compute and copy lanes, two front-end threads,
/// syncs and counters. `base` shifts every time (a real run's epoch offset).
EventBatch sample_batch(TimeNs base = 0) {
    EventBatch b;
    auto op = [&](OpId id, std::string name, OpKind kind, LaneId lane, int issuer, TimeNs push,
                  TimeNs start, TimeNs end, std::vector<OpId> waited = {}) -> OpEvent& {
        b.ops.push_back(make_op(id, std::move(name), kind, lane, issuer, base + push, base + start,
                                base + end, std::move(waited)));
        return b.ops.back();
    };
    op(1, "randn", OpKind::Random, kCpu0, 0, 1000, 2000, 5500).flops = 1e6;
    b.ops.back().bytes = 4e6;
    op(2, "randn", OpKind::Random, kCpu1, 0, 1500, 2100, 6001).bytes = 4e6;
    op(3, "copy_h2d", OpKind::Copy, kH2D, 0, 2000, 5600, 9000, {1}).bytes = 4e6;
    op(4, "matmul", OpKind::MatMul, kGpu, 0, 2500, 9100, 20123, {3, 2}).flops = 2e9;
    b.ops.back().bytes = 1.2e7;
    op(5, "copy_d2h", OpKind::Copy, kD2H, 1, 3000, 20200, 21000, {4});
    op(7, "add", OpKind::Elementwise, kCpu0, 1, 3100, 22000, 22500).parent = 6;
    b.ops.back().failed = true;
    op(6, "bulk(2)", OpKind::Bulk, kCpu0, 1, 3100, 22000, 23000, {5, 99});  // 99: earlier batch
    op(8, "skipped \"op\" \xC3\xA9", OpKind::Other, kCpu1, 1, 3200, 23500, 23500).skipped = true;
    op(kBigId, "sum", OpKind::Reduction, kCpu1, 0, 3300, 23600, 24001, {8});

    SyncEvent s1;
    s1.kind = SyncKind::WaitToRead;
    s1.thread = 0;
    s1.begin = base + 3000;
    s1.end = base + 20500;
    s1.awaited = 4;
    s1.where = "train.py:12 (main)";
    s1.what = "array (1000, 1000) float32 on gpu(0)";
    SyncEvent s2;
    s2.kind = SyncKind::WaitAll;
    s2.thread = 1;
    s2.begin = base + 21000;
    s2.end = base + 24100;
    s2.awaited = kBigId;
    s2.where = "weird \"file\"\\name.py:1";
    s2.what = "all";
    b.syncs = {s1, s2};

    auto counter = [&](CounterKind kind, Device d, TimeNs ts, double v) {
        CounterEvent c;
        c.kind = kind;
        c.device = d;
        c.ts = base + ts;
        c.value = v;
        b.counters.push_back(c);
    };
    counter(CounterKind::ResidentBytes, Device::cpu(0), 0, 1.5e8);
    counter(CounterKind::QueueDepth, Device::cpu(0), 1000, 1);
    counter(CounterKind::QueueDepth, Device::cpu(0), 2000, 3);
    counter(CounterKind::MemoryBytes, Device::cpu(0), 2000, 4e6);
    counter(CounterKind::MemoryBytes, Device::gpu(0), 5600, 4e6);
    counter(CounterKind::MemoryBytes, Device::gpu(0), 21000, 0.5);
    return b;
}

TraceMetadata sample_meta() {
    TraceMetadata m;
    m.title = "sample \"run\"";
    m.lanes = {kCpu0, kCpu1, LaneId{Device::cpu(0), LaneKind::Compute, 2},
               LaneId{Device::gpu(1), LaneKind::CopyPeer, 0}};
    return m;
}

const OpEvent* find_op(const EventBatch& b, OpId id) {
    for (const auto& op : b.ops) {
        if (op.id == id) return &op;
    }
    return nullptr;
}

std::string fixture(const char* name) {
    return (std::filesystem::path(ASYNCLAB_FIXTURES_DIR) / name).string();
}

std::size_t count_if_slices(const TraceFile& t, auto pred) {
    return std::size_t(std::count_if(t.slices.begin(), t.slices.end(), pred));
}

}  // namespace

class TestChromeTrace : public QObject {
    Q_OBJECT

  private slots:
    void usText();
    void structureAndMetadata();
    void opSlicesAndArgs();
    void issueSyncAndCounters();
    void flowsPairUp();
    void deterministic();
    void importRoundTrip();
    void importRoundTripWithEpochOffset();
    void summaryOfOwnTrace();
    void emptyBatch();
    void importerEdgeCases();
    void brokenFiles();
    void fixtureKineto();
    void fixtureKinetoTbPlugin();
    void fixtureMxnetDataCopy();
    void fixtureMxnetMnist();
    void fixtureTensorFlow();
};

void TestChromeTrace::usText() {
    QCOMPARE(q(ns_to_us_text(0)), QString("0.000"));
    QCOMPARE(q(ns_to_us_text(1)), QString("0.001"));
    QCOMPARE(q(ns_to_us_text(20123)), QString("20.123"));
    QCOMPARE(q(ns_to_us_text(-1500)), QString("-1.500"));
    QCOMPARE(q(ns_to_us_text(INT64_MIN)), QString("-9223372036854775.808"));
}

void TestChromeTrace::structureAndMetadata() {
    const std::string text = chrome_trace_string(sample_batch(), sample_meta());
    auto r = json::parse(text);
    QVERIFY2(r.ok(), r.error_message().c_str());
    const json::Value& root = r.value();
    QVERIFY(root.is_object());
    const auto& members = root.as_object().members();
    QCOMPARE(members.size(), std::size_t(3));
    QCOMPARE(q(members[0].first), QString("traceEvents"));
    QCOMPARE(q(root["displayTimeUnit"].as_string()), QString("ns"));
    QCOMPARE(q(root["otherData"]["title"].as_string()), QString("sample \"run\""));
    QCOMPARE(q(root["otherData"]["generator"].as_string()), QString("AsyncLab"));

    std::map<std::string, std::string> process_names;  // pid → name
    std::map<std::string, std::int64_t> process_sort;
    std::map<std::string, std::string> thread_names;  // pid/tid → name
    std::map<std::string, std::int64_t> thread_sort;
    std::set<std::string> used_pids;
    std::set<std::string> used_threads;
    for (const json::Value& ev : root["traceEvents"].as_array()) {
        std::string ph = ev["ph"].as_string();
        std::string pid = ev["pid"].number_text();
        if (ph == "M") {
            std::string name = ev["name"].as_string();
            if (name == "process_name") process_names[pid] = ev["args"]["name"].as_string();
            if (name == "process_sort_index")
                process_sort[pid] = ev["args"]["sort_index"].as_int64();
            std::string key = ev.find("tid") ? pid + "/" + ev["tid"].number_text() : "";
            if (name == "thread_name") thread_names[key] = ev["args"]["name"].as_string();
            if (name == "thread_sort_index") thread_sort[key] = ev["args"]["sort_index"].as_int64();
            continue;
        }
        used_pids.insert(pid);
        if (ev.find("tid")) used_threads.insert(pid + "/" + ev["tid"].number_text());
    }
    for (const auto& pid : used_pids) {
        QVERIFY2(process_names.count(pid), ("unnamed process " + pid).c_str());
        QVERIFY(process_sort.count(pid));
    }
    for (const auto& t : used_threads) {
        QVERIFY2(thread_names.count(t), ("unnamed thread " + t).c_str());
        QVERIFY(thread_sort.count(t));
    }
    std::set<std::string> pnames;
    for (const auto& [pid, name] : process_names) pnames.insert(name);
    QCOMPARE(pnames, (std::set<std::string>{"front end", "cpu(0)", "gpu(0)", "gpu(1)"}));
    std::set<std::string> tnames;
    for (const auto& [key, name] : thread_names) tnames.insert(name);
    QCOMPARE(tnames,
             (std::set<std::string>{"front end 0", "front end 1", "cpu(0) compute 0",
                                    "cpu(0) compute 1", "cpu(0) compute 2", "gpu(0) compute 0",
                                    "gpu(0) copy h2d", "gpu(0) copy d2h", "gpu(1) copy peer"}));
    // Front end first, then devices in order; lanes ordered inside their device.
    std::vector<std::pair<std::int64_t, std::string>> order;
    for (const auto& [pid, idx] : process_sort) order.emplace_back(idx, process_names[pid]);
    std::sort(order.begin(), order.end());
    QCOMPARE(q(order[0].second), QString("front end"));
    QCOMPARE(q(order[1].second), QString("cpu(0)"));
    QCOMPARE(q(order[2].second), QString("gpu(0)"));
    QCOMPARE(q(order[3].second), QString("gpu(1)"));
    // Thread ids are unique across processes.
    std::set<std::string> tids;
    for (const auto& [key, name] : thread_names) tids.insert(key.substr(key.find('/') + 1));
    QCOMPARE(tids.size(), thread_names.size());
}

void TestChromeTrace::opSlicesAndArgs() {
    const EventBatch batch = sample_batch();
    const std::string text = chrome_trace_string(batch, sample_meta());
    // Exact microsecond text with 3 decimals.
    QVERIFY(text.find(R"("name":"matmul","ph":"X","cat":"matmul","ts":9.100,"dur":11.023)") !=
            std::string::npos);
    const json::Value root = json::parse(text).value();
    std::map<std::string, std::string> thread_names;
    for (const json::Value& ev : root["traceEvents"].as_array()) {
        if (ev["name"].as_string() == "thread_name") {
            thread_names[ev["pid"].number_text() + "/" + ev["tid"].number_text()] =
                ev["args"]["name"].as_string();
        }
    }
    std::size_t op_slices = 0;
    for (const json::Value& ev : root["traceEvents"].as_array()) {
        if (ev["ph"].as_string() != "X" || ev["cat"].as_string() == "sync") continue;
        ++op_slices;
        const json::Value& args = ev["args"];
        const OpEvent* op = find_op(batch, args["id"].as_uint64());
        QVERIFY(op);
        QCOMPARE(q(ev["name"].as_string()), q(op->name));
        QCOMPARE(q(ev["cat"].as_string()), QString(op_kind_name(op->kind)));
        QCOMPARE(ev["ts"].as_double(), op->start / 1000.0);
        QVERIFY(std::abs(ev["dur"].as_double() - (op->end - op->start) / 1000.0) < 1e-9);
        QCOMPARE(q(thread_names[ev["pid"].number_text() + "/" + ev["tid"].number_text()]),
                 q(op->lane.name()));
        QCOMPARE(args["flops"].as_double(), op->flops);
        QCOMPARE(args["bytes"].as_double(), op->bytes);
        QCOMPARE(args["push_us"].as_double(), op->push / 1000.0);
        QCOMPARE(args["waited_on"].size(), op->waited_on.size());
        for (std::size_t i = 0; i < op->waited_on.size(); ++i) {
            QCOMPARE(args["waited_on"][i].as_uint64(), op->waited_on[i]);
        }
        QCOMPARE(args.find("parent") != nullptr, op->parent != 0);
        if (op->parent) QCOMPARE(args["parent"].as_uint64(), op->parent);
        QCOMPARE(args.find("failed") != nullptr, op->failed);
        QCOMPARE(args.find("skipped") != nullptr, op->skipped);
    }
    QCOMPARE(op_slices, batch.ops.size());
    QVERIFY(text.find(R"("id":13084354670121613409)") != std::string::npos);
}

void TestChromeTrace::issueSyncAndCounters() {
    const EventBatch batch = sample_batch();
    const TraceFile t = read_chrome_trace(chrome_trace_string(batch, sample_meta()));
    QVERIFY2(t.warnings.empty(), t.warnings.empty() ? "" : t.warnings.front().c_str());
    // One issue instant per op on the issuing front-end thread, at push time.
    std::size_t issues = 0;
    for (const TraceInstant& in : t.instants) {
        if (in.cat != "issue") continue;
        ++issues;
        const OpEvent* op = find_op(batch, in.args()["id"].as_uint64());
        QVERIFY(op);
        QCOMPARE(q(in.name), q("issue " + op->name));
        QCOMPARE(in.scope, 't');
        QCOMPARE(in.ts_us, op->push / 1000.0);
        QCOMPARE(q(t.find_thread(in.pid, in.tid)->name),
                 q("front end " + std::to_string(op->issuer)));
        QCOMPARE(q(t.find_process(in.pid)->name), QString("front end"));
    }
    QCOMPARE(issues, batch.ops.size());
    // Syncs on the front-end threads.
    std::size_t syncs = 0;
    for (const TraceSlice& s : t.slices) {
        if (s.cat != "sync") continue;
        ++syncs;
        if (s.name == "wait_to_read") {
            QCOMPARE(q(t.find_thread(s.pid, s.tid)->name), QString("front end 0"));
            QCOMPARE(s.ts_us, 3.0);
            QCOMPARE(s.dur_us, 17.5);
            QCOMPARE(q(s.args()["where"].as_string()), QString("train.py:12 (main)"));
            QCOMPARE(q(s.args()["what"].as_string()),
                     QString("array (1000, 1000) float32 on gpu(0)"));
            QCOMPARE(s.args()["awaited"].as_uint64(), std::uint64_t(4));
        } else {
            QCOMPARE(q(s.name), QString("wait_all"));
            QCOMPARE(q(t.find_thread(s.pid, s.tid)->name), QString("front end 1"));
            QCOMPARE(s.args()["awaited"].as_uint64(), kBigId);
        }
    }
    QCOMPARE(syncs, std::size_t(2));
    // Counters.
    std::map<std::string, std::size_t> counters;
    for (const TraceCounterSample& c : t.counters) {
        counters[c.name + "|" + c.series + "|" + t.find_process(c.pid)->name]++;
    }
    QCOMPARE(counters["memory cpu(0)|bytes|cpu(0)"], std::size_t(1));
    QCOMPARE(counters["memory gpu(0)|bytes|gpu(0)"], std::size_t(2));
    QCOMPARE(counters["queue depth|ops|front end"], std::size_t(2));
    QCOMPARE(counters["resident memory|bytes|front end"], std::size_t(1));
    QCOMPARE(t.counters.size(), batch.counters.size());
}

void TestChromeTrace::flowsPairUp() {
    const EventBatch batch = sample_batch();
    const std::string text = chrome_trace_string(batch, sample_meta());
    const json::Value root = json::parse(text).value();
    std::map<std::uint64_t, const json::Value*> starts, finishes;
    std::map<std::string, const OpEvent*> op_at_thread_time;
    for (const json::Value& ev : root["traceEvents"].as_array()) {
        const std::string& ph = ev["ph"].as_string();
        if (ph == "s") {
            QVERIFY(starts.emplace(ev["id"].as_uint64(), &ev).second);  // unique ids
        } else if (ph == "f") {
            QVERIFY(finishes.emplace(ev["id"].as_uint64(), &ev).second);
            QCOMPARE(q(ev["bp"].as_string()), QString("e"));
        } else {
            continue;
        }
        QCOMPARE(q(ev["cat"].as_string()), QString("dependency"));
    }
    // 3←1, 4←3, 4←2, 5←4, 6←5 (99 is not in the batch), big←8.
    QCOMPARE(starts.size(), std::size_t(6));
    QCOMPARE(finishes.size(), std::size_t(6));
    for (const auto& [id, s] : starts) QVERIFY(finishes.count(id));

    // Bound by the importer: 's' inside the waited-on op, 'f' on the dependent op.
    const TraceFile t = read_chrome_trace(text);
    QCOMPARE(t.flows.size(), std::size_t(6));
    std::set<std::pair<OpId, OpId>> edges;
    for (const TraceFlow& f : t.flows) {
        QVERIFY(f.from_slice && f.to_slice);
        const TraceSlice& from = t.slices[*f.from_slice];
        const TraceSlice& to = t.slices[*f.to_slice];
        QVERIFY(f.from_ts_us >= from.ts_us && f.from_ts_us <= from.end_us());
        QCOMPARE(f.to_ts_us, to.ts_us);
        // 'f' binds to the deepest slice enclosing the dependent's start: for a bulk op
        // that is its first inner op when both start at the same time.
        OpId to_id = to.args()["id"].as_uint64();
        if (to.args().find("parent") && to.ts_us == f.to_ts_us)
            to_id = to.args()["parent"].as_uint64();
        edges.emplace(from.args()["id"].as_uint64(), to_id);
    }
    std::set<std::pair<OpId, OpId>> expected{{1, 3}, {3, 4}, {2, 4}, {4, 5}, {5, 6}, {8, kBigId}};
    QVERIFY(edges == expected);
}

void TestChromeTrace::deterministic() {
    const std::string a = chrome_trace_string(sample_batch(), sample_meta());
    const std::string b = chrome_trace_string(sample_batch(), sample_meta());
    QVERIFY(a == b);
    std::ostringstream os;
    write_chrome_trace(os, sample_batch(), sample_meta());
    QVERIFY(os.str() == a);
    QVERIFY(a.ends_with("}\n"));
}

void TestChromeTrace::importRoundTrip() {
    const EventBatch in = sample_batch();
    const EventBatch out =
        import_asynclab_trace(read_chrome_trace(chrome_trace_string(in, sample_meta())));
    QCOMPARE(out.ops.size(), in.ops.size());
    for (const OpEvent& o : out.ops) {
        const OpEvent* i = find_op(in, o.id);
        QVERIFY(i);
        QCOMPARE(q(o.name), q(i->name));
        QCOMPARE(o.kind, i->kind);
        QVERIFY(o.lane == i->lane);
        QCOMPARE(o.issuer, i->issuer);
        QCOMPARE(o.push, i->push);
        QCOMPARE(o.start, i->start);
        QCOMPARE(o.end, i->end);
        QCOMPARE(o.flops, i->flops);
        QCOMPARE(o.bytes, i->bytes);
        QVERIFY(o.waited_on == i->waited_on);
        QCOMPARE(o.parent, i->parent);
        QCOMPARE(o.failed, i->failed);
        QCOMPARE(o.skipped, i->skipped);
    }
    for (std::size_t k = 1; k < out.ops.size(); ++k) QVERIFY(out.ops[k - 1].end <= out.ops[k].end);
    QCOMPARE(out.syncs.size(), in.syncs.size());
    for (std::size_t k = 0; k < in.syncs.size(); ++k) {
        QCOMPARE(out.syncs[k].kind, in.syncs[k].kind);
        QCOMPARE(out.syncs[k].thread, in.syncs[k].thread);
        QCOMPARE(out.syncs[k].begin, in.syncs[k].begin);
        QCOMPARE(out.syncs[k].end, in.syncs[k].end);
        QCOMPARE(out.syncs[k].awaited, in.syncs[k].awaited);
        QCOMPARE(q(out.syncs[k].where), q(in.syncs[k].where));
        QCOMPARE(q(out.syncs[k].what), q(in.syncs[k].what));
    }
    QCOMPARE(out.counters.size(), in.counters.size());
    for (std::size_t k = 0; k < in.counters.size(); ++k) {
        QCOMPARE(out.counters[k].kind, in.counters[k].kind);
        QVERIFY(out.counters[k].device == in.counters[k].device);
        QCOMPARE(out.counters[k].ts, in.counters[k].ts);
        QCOMPARE(out.counters[k].value, in.counters[k].value);
    }
    // Exporting what was imported gives the same bytes (the events were already in the
    // canonical order).
    QVERIFY(chrome_trace_string(out, sample_meta()) == chrome_trace_string(in, sample_meta()));
}

void TestChromeTrace::importRoundTripWithEpochOffset() {
    // One day after the epoch, with odd nanoseconds: still exact to the nanosecond.
    const TimeNs base = 86'400'000'000'000 + 123'456'789;
    const EventBatch in = sample_batch(base);
    const EventBatch out =
        import_asynclab_trace(read_chrome_trace(chrome_trace_string(in, sample_meta())));
    QCOMPARE(out.ops.size(), in.ops.size());
    for (const OpEvent& o : out.ops) {
        const OpEvent* i = find_op(in, o.id);
        QVERIFY(i);
        QVERIFY(std::llabs(o.start - i->start) <= 1);
        QVERIFY(std::llabs(o.end - i->end) <= 1);
        QVERIFY(std::llabs(o.push - i->push) <= 1);
    }
}

void TestChromeTrace::summaryOfOwnTrace() {
    const TraceFile t = read_chrome_trace(chrome_trace_string(sample_batch(), sample_meta()));
    const TraceSummary s = summarize(t, 3);
    QCOMPARE(s.slices, std::size_t(11));  // 9 ops + 2 syncs
    QCOMPARE(s.flows, std::size_t(6));
    QCOMPARE(s.unresolved_flows, std::size_t(0));
    QCOMPARE(s.phase_counts.at("X"), std::size_t(11));
    QCOMPARE(s.phase_counts.at("i"), std::size_t(9));
    QCOMPARE(s.phase_counts.at("C"), std::size_t(6));
    QCOMPARE(s.begin_us, 0.0);
    QCOMPARE(s.end_us, 24.1);
    QCOMPARE(s.top_names.size(), std::size_t(3));
    QCOMPARE(q(s.top_names[0].name), QString("wait_to_read"));
    QCOMPARE(q(s.top_names[1].name), QString("matmul"));
    bool found_cpu0 = false, found_gpu0 = false;
    for (const auto& lane : s.lanes) {
        if (lane.thread_name == "cpu(0) compute 0") {
            found_cpu0 = true;
            QCOMPARE(lane.slices, std::size_t(3));
            // randn 3.5 µs + bulk 1 µs (add is inside bulk).
            QVERIFY(std::abs(lane.busy_us - 4.5) < 1e-9);
            QCOMPARE(q(lane.process_name), QString("cpu(0)"));
        }
        if (lane.thread_name == "gpu(0) compute 0") {
            found_gpu0 = true;
            QVERIFY(std::abs(lane.busy_us - 11.023) < 1e-9);
        }
    }
    QVERIFY(found_cpu0);
    QVERIFY(found_gpu0);
    // Depth: the inner op sits under its bulk.
    int inner = 0, bulks = 0;
    for (const TraceSlice& sl : t.slices) {
        if (sl.name == "add") {
            ++inner;
            QCOMPARE(sl.depth, 1);
        }
        if (sl.name == "bulk(2)") {
            ++bulks;
            QCOMPARE(sl.depth, 0);
        }
    }
    QCOMPARE(inner, 1);
    QCOMPARE(bulks, 1);
}

void TestChromeTrace::emptyBatch() {
    const std::string text = chrome_trace_string(EventBatch{}, TraceMetadata{});
    auto r = json::parse(text);
    QVERIFY(r.ok());
    QCOMPARE(r.value()["traceEvents"].size(), std::size_t(0));
    const TraceFile t = read_chrome_trace(text);
    QVERIFY(t.slices.empty());
    QVERIFY(import_asynclab_trace(t).empty());
    // Named lanes only: metadata but no events.
    TraceMetadata m;
    m.lanes = {kGpu};
    const TraceFile t2 = read_chrome_trace(chrome_trace_string(EventBatch{}, m));
    QCOMPARE(t2.threads.size(), std::size_t(1));
    QCOMPARE(q(t2.threads[0].name), QString("gpu(0) compute 0"));
}

void TestChromeTrace::importerEdgeCases() {
    // Array form without the closing bracket, string and empty pids, unbalanced B/E,
    // nested B/E, an unknown phase, flows with a missing start.
    const std::string text = R"([
{"ph":"B","name":"outer","pid":"p","tid":"","ts":1},
{"ph":"B","name":"inner","pid":"p","tid":"","ts":2,"args":{"a":1}},
{"ph":"E","pid":"p","tid":"","ts":3,"args":{"b":2}},
{"ph":"E","pid":"p","tid":"","ts":5},
{"ph":"E","pid":"p","tid":"","ts":6},
{"ph":"B","name":"open","pid":"p","tid":"","ts":7},
{"ph":"X","name":"x","pid":18446744073709551615,"tid":-3,"ts":"8.5","dur":1},
{"ph":"Q","name":"unknown","pid":1,"tid":1,"ts":1},
{"ph":"f","id":"z","bp":"e","pid":"p","tid":"","ts":2.5},
{"ph":"C","name":"mem","id":7,"pid":1,"ts":4,"args":{"used":10,"free":"20","bad":"x"}},
{"name":"no phase"},
42,
)";
    const TraceFile t = read_chrome_trace(text);
    QCOMPARE(t.event_count, std::size_t(12));
    QCOMPARE(t.slices.size(), std::size_t(4));
    QCOMPARE(q(t.slices[0].name), QString("outer"));
    QCOMPARE(t.slices[0].dur_us, 4.0);
    QCOMPARE(t.slices[0].depth, 0);
    QCOMPARE(q(t.slices[1].name), QString("inner"));
    QCOMPARE(t.slices[1].depth, 1);
    QCOMPARE(t.slices[1].args()["a"].as_int64(), std::int64_t(1));
    QCOMPARE(t.slices[1].args()["b"].as_int64(), std::int64_t(2));
    const TraceSlice* open = nullptr;
    const TraceSlice* x = nullptr;
    for (const auto& s : t.slices) {
        if (s.name == "open") open = &s;
        if (s.name == "x") x = &s;
    }
    QVERIFY(open && x);
    QCOMPARE(open->end_us(), 9.5);  // ended at the trace end
    QCOMPARE(q(x->pid), QString("18446744073709551615"));
    QCOMPARE(q(x->tid), QString("-3"));
    QCOMPARE(x->ts_us, 8.5);
    QCOMPARE(t.flows.size(), std::size_t(1));
    QVERIFY(!t.flows[0].from_slice);
    QVERIFY(t.flows[0].to_slice);
    QCOMPARE(q(t.slices[*t.flows[0].to_slice].name), QString("inner"));
    QCOMPARE(t.counters.size(), std::size_t(2));
    QCOMPARE(q(t.counters[0].name), QString("mem 7"));
    QCOMPARE(q(t.counters[1].series), QString("free"));
    QCOMPARE(t.counters[1].value, 20.0);
    QVERIFY(t.find_thread("p", ""));
    QString all;
    for (const auto& w : t.warnings) all += q(w) + "\n";
    QVERIFY2(all.contains("closing ']'"), qPrintable(all));
    QVERIFY2(all.contains("1 'E' events without a matching 'B'"), qPrintable(all));
    QVERIFY2(all.contains("1 'B' events without a matching 'E'"), qPrintable(all));
    QVERIFY2(all.contains("unsupported phase 'Q'"), qPrintable(all));
    QVERIFY2(all.contains("without a 'ph'"), qPrintable(all));
    QVERIFY2(all.contains("not objects"), qPrintable(all));
    QVERIFY2(all.contains("not numbers"), qPrintable(all));
    QCOMPARE(t.phase_counts.at("B"), std::size_t(3));
}

void TestChromeTrace::brokenFiles() {
    auto message = [](std::string_view text) -> QString {
        try {
            read_chrome_trace(text);
        } catch (const std::runtime_error& e) {
            return QString::fromUtf8(e.what());
        }
        return {};
    };
    QVERIFY(message("{\"traceEvents\": [1, 2,}").contains("not valid JSON: "));
    QVERIFY(message("{\"traceEvents\": [1, 2,}").contains("line 1, column 23"));
    QVERIFY(message("{\"events\": []}").contains("no 'traceEvents' array"));
    QVERIFY(message("{\"traceEvents\": {}}").contains("'traceEvents' is object"));
    QVERIFY(message("\"hello\"").contains("top level is string"));
    QVERIFY(message("").contains("not valid JSON"));
    try {
        read_chrome_trace_file("/nonexistent/trace.json");
        QFAIL("no exception");
    } catch (const std::runtime_error& e) {
        QVERIFY(QString(e.what()).contains("/nonexistent/trace.json"));
    }
    QTemporaryDir dir;
    const std::string path = dir.filePath("broken.json").toStdString();
    {
        std::ofstream out(path);
        out << "{\"traceEvents\": [\n{\"ph\": \"X\" \"name\": 1}\n]}";
    }
    try {
        read_chrome_trace_file(path);
        QFAIL("no exception");
    } catch (const std::runtime_error& e) {
        QString m = QString::fromUtf8(e.what());
        QVERIFY2(m.contains("broken.json") && m.contains("line 2, column 12"), qPrintable(m));
    }
}

void TestChromeTrace::fixtureKineto() {
    if (!std::filesystem::is_directory(ASYNCLAB_FIXTURES_DIR)) QSKIP("fixtures folder not present");
    for (const char* name : {"kineto_before_fix_trace.json", "kineto_after_fix_trace.json"}) {
        const TraceFile t = read_chrome_trace_file(fixture(name));
        QCOMPARE(t.event_count, std::size_t(75));
        QCOMPARE(t.phase_counts.at("M"), std::size_t(60));
        QCOMPARE(t.phase_counts.at("X"), std::size_t(9));
        QCOMPARE(t.phase_counts.at("i"), std::size_t(2));
        QCOMPARE(t.phase_counts.at("s"), std::size_t(1));
        QCOMPARE(t.phase_counts.at("f"), std::size_t(3));
        QCOMPARE(t.slices.size(), std::size_t(9));
        QCOMPARE(q(t.display_time_unit), QString("ms"));
        QCOMPARE(t.instants.size(), std::size_t(2));
        // The global instant with pid "" and tid "".
        bool empty_pid = false;
        for (const auto& in : t.instants) {
            if (in.pid.empty() && in.tid.empty() && in.name == "Record Window End") {
                empty_pid = in.scope == 'g';
            }
        }
        QVERIFY(empty_pid);
        // String pids/tids.
        QVERIFY(t.find_process("Spans"));
        QVERIFY(t.find_thread("Spans", "Test trace"));
        QCOMPARE(t.find_process("Spans")->sort_index.value_or(0), std::int64_t(536870912));
        QCOMPARE(q(t.processes.front().name), QString("CuptiActivityProfilerTest"));
        QCOMPARE(q(t.processes.front().labels), QString("CPU"));
        QCOMPARE(q(t.find_process("0")->labels), QString("GPU 0"));
        // Flows: one s→f pair bound to cudaLaunchKernel → Kernel, two 'f' without 's'.
        QCOMPARE(t.flows.size(), std::size_t(3));
        std::size_t complete = 0;
        for (const TraceFlow& f : t.flows) {
            QVERIFY(f.to_slice);
            if (f.from_slice) {
                ++complete;
                QCOMPARE(q(f.id), QString("1"));
                QCOMPARE(q(t.slices[*f.from_slice].name), QString("cudaLaunchKernel"));
                QCOMPARE(q(t.slices[*f.to_slice].name), QString("Kernel"));
            }
        }
        QCOMPARE(complete, std::size_t(1));
        // Fractional µs and tiny durations survive.
        const bool before = std::string(name).starts_with("kineto_before");
        for (const TraceSlice& s : t.slices) {
            if (s.name == "cudaLaunchKernel") {
                if (before) QCOMPARE(s.ts_us, 88437691101.729);
                QCOMPARE(s.dur_us, 0.01);
                QCOMPARE(s.depth, 1);  // inside op1, which starts at the same time
            }
        }
        const TraceSummary sum = summarize(t);
        QCOMPARE(sum.events, std::size_t(75));
        QCOMPARE(sum.unresolved_flows, std::size_t(2));
        QVERIFY(std::abs(sum.end_us - sum.begin_us - 0.3) < 1e-5);
    }
}

void TestChromeTrace::fixtureKinetoTbPlugin() {
    if (!std::filesystem::is_directory(ASYNCLAB_FIXTURES_DIR)) QSKIP("fixtures folder not present");
    const TraceFile t = read_chrome_trace_file(fixture("kineto_tb_plugin_gpu_metrics_input.json"));
    QCOMPARE(t.event_count, std::size_t(340));
    QCOMPARE(t.slices.size(), std::size_t(254));
    QCOMPARE(t.phase_counts.at("s"), std::size_t(32));
    QCOMPARE(t.phase_counts.at("f"), std::size_t(32));
    QCOMPARE(t.flows.size(), std::size_t(32));
    std::size_t resolved = 0;
    std::set<std::string> cats;
    for (const TraceFlow& f : t.flows) {
        if (f.from_slice && f.to_slice) {
            ++resolved;
            QCOMPARE(q(t.slices[*f.from_slice].cat), QString("Runtime"));
            cats.insert(t.slices[*f.to_slice].cat);
        }
    }
    QCOMPARE(resolved, std::size_t(32));
    for (const auto& c : cats) QVERIFY2(c == "Kernel" || c == "Memcpy" || c == "Memset", c.c_str());
    // tid is a string, pid an int: the same thread either way.
    const TraceThread* th = t.find_thread("24572", "24572");
    QVERIFY(th);
    QCOMPARE(q(th->name), QString("thread 24572 (python)"));
    std::set<std::string> slice_cats;
    for (const auto& s : t.slices) slice_cats.insert(s.cat);
    for (const char* c : {"Operator", "Runtime", "Kernel", "Memcpy"}) QVERIFY(slice_cats.count(c));
    const TraceSummary sum = summarize(t, 5);
    QCOMPARE(sum.top_names.size(), std::size_t(5));
    QVERIFY(sum.begin_us > 1.6e15);
}

void TestChromeTrace::fixtureMxnetDataCopy() {
    if (!std::filesystem::is_directory(ASYNCLAB_FIXTURES_DIR)) QSKIP("fixtures folder not present");
    const TraceFile t = read_chrome_trace_file(fixture("mxnet_profiler_cpu_gpu_data_copy.json"));
    QCOMPARE(t.event_count, std::size_t(169));
    QCOMPARE(t.phase_counts.at("C"), std::size_t(50));
    QCOMPARE(t.counters.size(), std::size_t(50));
    std::set<std::string> counter_names;
    for (const auto& c : t.counters) counter_names.insert(c.name);
    QCOMPARE(counter_names,
             (std::set<std::string>{"Memory: cpu/0", "Memory: gpu/0", "MXNet C API Calls",
                                    "MXNet C API Concurrency"}));
    // Ids above INT64_MAX are kept exactly.
    const TraceProcess* storage = t.find_process("9785678402843609691");
    QVERIFY(storage);
    QCOMPARE(q(storage->name), QString("Device Storage"));
    QVERIFY(t.find_thread("0", "3760255080296381783"));
    QVERIFY(t.find_thread("32", "11703719396432491370"));
    QVERIFY(t.find_thread("32", "13084354670121613409"));
    QVERIFY(t.find_thread("3060606181218273969", "13084354670121613409"));
    std::size_t be = count_if_slices(t, [](const TraceSlice& s) { return s.phase == 'B'; });
    std::size_t async = count_if_slices(t, [](const TraceSlice& s) { return s.async; });
    QCOMPARE(be, std::size_t(5));
    QCOMPARE(async, std::size_t(20));
    std::map<std::string, int> async_ids;
    for (const auto& s : t.slices) {
        if (s.async) async_ids[s.id]++;
    }
    QCOMPARE(async_ids["602310518397221010"], 15);
    QCOMPARE(async_ids["13084354670121613409"], 2);  // exact above INT64_MAX
    QCOMPARE(async_ids["11703719396432491370"], 2);
    QCOMPARE(async_ids["3760255080296381783"], 1);
    QVERIFY2(t.warnings.empty(), t.warnings.empty() ? "" : t.warnings[0].c_str());
    // MXNet's M events have no tid and no ts.
    QVERIFY(t.find_process("0"));
    QCOMPARE(q(t.find_process("0")->name), QString("cpu/0"));
}

void TestChromeTrace::fixtureMxnetMnist() {
    if (!std::filesystem::is_directory(ASYNCLAB_FIXTURES_DIR)) QSKIP("fixtures folder not present");
    const std::string text = json::read_file(fixture("mxnet_profiler_gpu_mnist_cnn.json"));
    double best_ms = 1e9;
    TraceFile t;
    for (int i = 0; i < 3; ++i) {
        auto t0 = std::chrono::steady_clock::now();
        t = read_chrome_trace(text);
        auto t1 = std::chrono::steady_clock::now();
        best_ms = std::min(best_ms, std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    qInfo("read_chrome_trace of mxnet_profiler_gpu_mnist_cnn.json: %.2f ms (best of 3)", best_ms);
    QCOMPARE(t.event_count, std::size_t(3781));
    QCOMPARE(t.phase_counts.at("C"), std::size_t(1774));
    QCOMPARE(t.phase_counts.at("b"), std::size_t(734));
    QCOMPARE(t.phase_counts.at("e"), std::size_t(734));
    QCOMPARE(t.phase_counts.at("B"), std::size_t(235));
    QCOMPARE(t.phase_counts.at("E"), std::size_t(235));
    QCOMPARE(t.phase_counts.at("M"), std::size_t(69));
    std::size_t be = count_if_slices(t, [](const TraceSlice& s) { return s.phase == 'B'; });
    QCOMPARE(be, std::size_t(235));
    QCOMPARE(count_if_slices(t, [](const TraceSlice& s) { return s.async; }), std::size_t(734));
    // Balanced, never nested.
    for (const auto& s : t.slices) {
        if (s.phase == 'B') QCOMPARE(s.depth, 0);
    }
    std::size_t memory = 0;
    for (const auto& c : t.counters)
        memory += c.name == "Memory: cpu/0" || c.name == "Memory: gpu/0";
    QCOMPARE(memory, std::size_t(277));
    QVERIFY2(t.warnings.empty(), t.warnings.empty() ? "" : t.warnings[0].c_str());
    const TraceSummary sum = summarize(t);
    QCOMPARE(sum.events, std::size_t(3781));
    QCOMPARE(sum.slices, std::size_t(235 + 734));
    QVERIFY(!sum.lanes.empty());
    QVERIFY(sum.top_names.size() == 10);
    QVERIFY(best_ms < 500);
}

void TestChromeTrace::fixtureTensorFlow() {
    if (!std::filesystem::is_directory(ASYNCLAB_FIXTURES_DIR)) QSKIP("fixtures folder not present");
    const TraceFile t = read_chrome_trace_file(fixture("tf_timeline_gpu_01.json"));
    QCOMPARE(t.event_count, std::size_t(50));
    QCOMPARE(t.slices.size(), std::size_t(31));
    QCOMPARE(t.phase_counts.at("M"), std::size_t(15));
    QVERIFY(t.display_time_unit.empty());
    std::set<std::string> names;
    for (const auto& p : t.processes) names.insert(p.name);
    QVERIFY(names.count("Allocators"));
    QVERIFY(names.count("/job:localhost/replica:0/task:0/gpu:0 Compute"));
    // Two 's'→'t' flows, both bound at either end.
    QCOMPARE(t.flows.size(), std::size_t(2));
    for (const TraceFlow& f : t.flows) {
        QVERIFY(f.from_slice && f.to_slice);
        QCOMPARE(q(t.slices[*f.from_slice].name), QString("Const"));
        QCOMPARE(q(t.slices[*f.to_slice].name),
                 QString(f.id == "0" ? "RandomStandardNormal" : "Add"));
    }
    // Processes ordered by pid (no sort indices).
    QCOMPARE(q(t.processes.front().name), QString("Allocators"));
    QVERIFY(import_asynclab_trace(t).empty());  // not one of ours: nothing recovered
}

QTEST_GUILESS_MAIN(TestChromeTrace)
#include "test_chrome_trace.moc"
