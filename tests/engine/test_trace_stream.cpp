// The trace importer reading files in blocks: results equal to reading the same text at
// once, whatever falls on a block boundary; gzip input; progress and cancellation; error
// positions past the first block; compact storage.
#include <zlib.h>

#include <QTemporaryDir>
#include <QtTest>
#include <atomic>
#include <fstream>
#include <string>

#include "engine/profiler/trace_import.h"

using namespace asynclab;

class TestTraceStream : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void fileReadInBlocksEqualsText();
    void gzipReadsTheSame();
    void damagedGzipIsNamed();
    void progressAndCancel();
    void errorPositionPastTheFirstBlock();
    void unterminatedArrayAcrossBlocks();
    void storageIsCompact();

  private:
    QTemporaryDir dir_;
    std::string text_;
    std::string path_;
};

namespace {

/// About `bytes` of trace text in object form: slices with args (some with escapes),
/// B/E pairs, async pairs, counters, flows, instants and metadata, with ids past INT64_MAX.
std::string big_trace(std::size_t bytes) {
    std::string t = "{\"displayTimeUnit\": \"ns\", \"traceEvents\": [\n";
    t += R"({"ph":"M","name":"process_name","pid":7,"tid":0,"args":{"name":"trainer"}},)"
         "\n";
    t += R"({"ph":"M","name":"thread_name","pid":7,"tid":1,"args":{"name":"main \"loop\""}},)"
         "\n";
    std::size_t i = 0;
    while (t.size() < bytes) {
        const double ts = 1000.0 + static_cast<double>(i) * 10.0;
        const std::string n = std::to_string(i);
        switch (i % 7) {
            case 0:
                t += R"({"ph":"X","name":"aten::mm","cat":"cpu_op","pid":7,"tid":1,"ts":)" +
                     std::to_string(ts) + R"(,"dur":4.5,"args":{"External id":)" + n +
                     R"(,"Input Dims":[[64,64],[64,64]]}})";
                break;
            case 1:
                t +=
                    R"({"ph":"X","name":"k\u00e9rnel \"gemm\"","cat":"kernel","pid":0,"tid":"stream 7","ts":)" +
                    std::to_string(ts) + R"(,"dur":"3.25"})";
                break;
            case 2:
                t += R"({"ph":"B","name":"step","pid":7,"tid":2,"ts":)" + std::to_string(ts) +
                     R"(,"args":{"a":1}},{"ph":"E","pid":7,"tid":2,"ts":)" +
                     std::to_string(ts + 5) + R"(,"args":{"b":)" + n + "}}";
                break;
            case 3:
                t += R"({"ph":"C","name":"memory","id":3,"pid":7,"ts":)" + std::to_string(ts) +
                     R"(,"args":{"used":)" + n + R"(,"free":"20"}})";
                break;
            case 4:
                t +=
                    R"({"ph":"s","id":18446744073709551615,"cat":"ac2g","name":"ac2g","pid":7,"tid":1,"ts":)" +
                    std::to_string(ts - 38) +
                    R"(},{"ph":"f","bp":"e","id":18446744073709551615,"cat":"ac2g","name":"ac2g","pid":0,"tid":"stream 7","ts":)" +
                    std::to_string(ts - 29) + "}";
                break;
            case 5:
                t += R"({"ph":"i","s":"t","name":"mark","cat":"issue","pid":7,"tid":1,"ts":)" +
                     std::to_string(ts) + R"(,"args":{"id":)" + n + "}}";
                break;
            default:
                t += R"({"ph":"b","id":")" + n +
                     R"(","name":"request","cat":"async","pid":7,"tid":1,"ts":)" +
                     std::to_string(ts) + R"(},{"ph":"e","id":")" + n +
                     R"(","name":"request","cat":"async","pid":7,"tid":1,"ts":)" +
                     std::to_string(ts + 50) + "}";
                break;
        }
        t += ",\n";
        ++i;
    }
    t +=
        R"({"ph":"X","name":"last","pid":7,"tid":1,"ts":1,"dur":1}], "otherData": {"title": "big"}})";
    return t;
}

void write(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

bool write_gz(const std::string& path, const std::string& text) {
    gzFile f = gzopen(path.c_str(), "wb6");
    if (!f) return false;
    const int n = gzwrite(f, text.data(), static_cast<unsigned>(text.size()));
    return gzclose(f) == Z_OK && n == static_cast<int>(text.size());
}

QString error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

void compare(const TraceFile& a, const TraceFile& b) {
    QCOMPARE(a.event_count, b.event_count);
    QCOMPARE(a.slices.size(), b.slices.size());
    for (std::size_t i = 0; i < a.slices.size(); ++i) {
        const TraceSlice& x = a.slices[i];
        const TraceSlice& y = b.slices[i];
        QVERIFY(x.name == y.name && x.cat == y.cat && x.pid == y.pid && x.tid == y.tid);
        QCOMPARE(x.ts_us, y.ts_us);
        QCOMPARE(x.dur_us, y.dur_us);
        QCOMPARE(x.depth, y.depth);
        QCOMPARE(x.thread, y.thread);
        QCOMPARE(x.raw_args.json, y.raw_args.json);
    }
    QCOMPARE(a.counters.size(), b.counters.size());
    for (std::size_t i = 0; i < a.counters.size(); ++i) {
        QVERIFY(a.counters[i].name == b.counters[i].name);
        QCOMPARE(a.counters[i].value, b.counters[i].value);
    }
    QCOMPARE(a.flows.size(), b.flows.size());
    for (std::size_t i = 0; i < a.flows.size(); ++i) {
        QCOMPARE(a.flows[i].from_slice, b.flows[i].from_slice);
        QCOMPARE(a.flows[i].to_slice, b.flows[i].to_slice);
    }
    QCOMPARE(a.instants.size(), b.instants.size());
    QCOMPARE(a.threads.size(), b.threads.size());
    for (std::size_t i = 0; i < a.threads.size(); ++i)
        QCOMPARE(a.threads[i].name, b.threads[i].name);
    QCOMPARE(a.phase_counts, b.phase_counts);
    QCOMPARE(a.warnings, b.warnings);
    QVERIFY(a.other_data == b.other_data);
}

}  // namespace

void TestTraceStream::initTestCase() {
    QVERIFY(dir_.isValid());
    text_ = big_trace(std::size_t(20) << 20);  // several of the reader's 8 MB blocks
    path_ = dir_.filePath("big.json").toStdString();
    write(path_, text_);
}

void TestTraceStream::fileReadInBlocksEqualsText() {
    const TraceFile whole = read_chrome_trace(text_);
    const TraceFile streamed = read_chrome_trace_file(path_);
    QVERIFY(whole.slices.size() > 50000);
    compare(whole, streamed);
    // What was read is right, not only the same: escapes, exact ids, merged B/E args.
    bool kernel = false;
    for (const TraceSlice& s : streamed.slices) {
        if (s.name == std::string_view("k\xc3\xa9rnel \"gemm\"")) {
            kernel = true;
            QCOMPARE(s.dur_us, 3.25);
            QCOMPARE(QString::fromStdString(s.tid), QString("stream 7"));
        }
        if (s.name == std::string_view("step")) {
            const json::Value args = s.args();
            QCOMPARE(args["a"].as_int64(), std::int64_t(1));
            QVERIFY(args.find("b"));
        }
    }
    QVERIFY(kernel);
    QVERIFY(!streamed.flows.empty());
    QCOMPARE(QString::fromStdString(streamed.flows.front().id), QString("18446744073709551615"));
    QVERIFY(streamed.flows.front().from_slice && streamed.flows.front().to_slice);
    QCOMPARE(QString::fromStdString(streamed.find_thread("7", "1")->name),
             QString("main \"loop\""));
    QCOMPARE(QString::fromStdString(streamed.other_data.string_or("title")), QString("big"));
    QCOMPARE(QString::fromStdString(streamed.display_time_unit), QString("ns"));
}

void TestTraceStream::gzipReadsTheSame() {
    const std::string gz = dir_.filePath("big.pt.trace.json.gz").toStdString();
    QVERIFY(write_gz(gz, text_));
    const TraceFile plain = read_chrome_trace_file(path_);
    const TraceFile unzipped = read_chrome_trace_file(gz);
    compare(plain, unzipped);
}

void TestTraceStream::damagedGzipIsNamed() {
    const std::string gz = dir_.filePath("cut.json.gz").toStdString();
    QVERIFY(write_gz(gz, text_));
    std::string bytes;
    {
        std::ifstream in(gz, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    write(gz, bytes.substr(0, bytes.size() / 2));  // cut in the middle
    const QString cut = error_of([&] { read_chrome_trace_file(gz); });
    QVERIFY2(cut.contains("cut.json.gz") && cut.contains("gzip"), qPrintable(cut));
    QVERIFY2(cut.count("cut.json.gz") == 1, qPrintable(cut));  // named once, not by zlib too

    bytes[bytes.size() / 3] ^= 0x5a;  // a damaged byte inside the deflate stream
    bytes[bytes.size() / 3 + 1] ^= 0x33;
    write(gz, bytes);
    const QString damaged = error_of([&] { read_chrome_trace_file(gz); });
    QVERIFY2(damaged.contains("cut.json.gz"), qPrintable(damaged));
    QVERIFY2(!damaged.isEmpty(), "a damaged stream was read without complaint");
}

void TestTraceStream::progressAndCancel() {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> calls;
    TraceReadControl control;
    control.on_progress = [&](std::uint64_t done, std::uint64_t total) {
        calls.emplace_back(done, total);
    };
    read_chrome_trace_file(path_, control);
    QVERIFY(calls.size() >= 3);
    for (std::size_t i = 1; i < calls.size(); ++i) QVERIFY(calls[i].first >= calls[i - 1].first);
    QCOMPARE(calls.back().first, std::uint64_t(text_.size()));
    QCOMPARE(calls.back().second, std::uint64_t(text_.size()));

    std::atomic<bool> cancel{false};
    std::size_t reports = 0;
    control.cancel = &cancel;
    control.on_progress = [&](std::uint64_t done, std::uint64_t) {
        ++reports;
        if (done > 0) cancel = true;  // the user presses Cancel after the first block
    };
    bool cancelled = false;
    try {
        read_chrome_trace_file(path_, control);
    } catch (const TraceReadCancelled&) {
        cancelled = true;
    }
    QVERIFY(cancelled);
    QVERIFY(reports < calls.size());
}

void TestTraceStream::errorPositionPastTheFirstBlock() {
    std::string text = "[\n";
    std::size_t lines = 1;
    while (text.size() < (std::size_t(9) << 20)) {
        text += R"({"ph":"X","name":"op","pid":1,"tid":1,"ts":1,"dur":1},)"
                "\n";
        ++lines;
    }
    text += R"({"ph":"X", "name" "op"})"
            "\n]";
    const std::string path = dir_.filePath("late-error.json").toStdString();
    write(path, text);
    const QString m = error_of([&] { read_chrome_trace_file(path); });
    const QString where = QString("line %1, column 19").arg(lines + 1);
    QVERIFY2(m.contains("late-error.json") && m.contains("not valid JSON") && m.contains(where),
             qPrintable(m + " / expected " + where));
    // The same position when the text is read at once.
    const QString whole = error_of([&] { read_chrome_trace(text); });
    QVERIFY2(whole.contains(where), qPrintable(whole));
}

void TestTraceStream::unterminatedArrayAcrossBlocks() {
    std::string text = "[";
    std::size_t n = 0;
    while (text.size() < (std::size_t(10) << 20)) {
        text += R"({"ph":"X","name":"op","pid":1,"tid":1,"ts":)" + std::to_string(n++) +
                R"(,"dur":0.5},)";
    }
    const std::string path = dir_.filePath("cut.json").toStdString();
    write(path, text);
    const TraceFile t = read_chrome_trace_file(path);
    QCOMPARE(t.slices.size(), n);
    QVERIFY(std::any_of(t.warnings.begin(), t.warnings.end(), [](const std::string& w) {
        return w.find("closing ']'") != std::string::npos;
    }));
    // Cut inside an event instead: an error, not a silently shorter trace.
    write(path, text + R"({"ph":"X","na)");
    const QString m = error_of([&] { read_chrome_trace_file(path); });
    QVERIFY2(m.contains("not valid JSON"), qPrintable(m));
}

void TestTraceStream::storageIsCompact() {
    const TraceFile t = read_chrome_trace_file(path_);
    // Names, categories, pids and tids are stored once each (ids of async and flow
    // events are the only strings that grow with the trace).
    QVERIFY2(t.strings->distinct() < t.event_count / 4,
             qPrintable(QString::number(t.strings->distinct())));
    const TraceSlice* mm = nullptr;
    std::size_t mms = 0, same_key = 0;
    for (const TraceSlice& s : t.slices) {
        if (s.name != std::string_view("aten::mm")) continue;
        if (!mm) mm = &s;
        ++mms;
        same_key += s.name.key() == mm->name.key() ? 1 : 0;
    }
    QVERIFY(mms > 1000);
    QCOMPARE(same_key, mms);
    // Less memory than the text it came from.
    QVERIFY2(t.memory_bytes() < text_.size(),
             qPrintable(
                 QString("%1 bytes for %2 bytes of text").arg(t.memory_bytes()).arg(text_.size())));
}

QTEST_GUILESS_MAIN(TestTraceStream)
#include "test_trace_stream.moc"
