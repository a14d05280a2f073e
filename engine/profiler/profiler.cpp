#include "engine/profiler/profiler.h"

#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <new>
#include <string>
#include <type_traits>
#include <unordered_map>

namespace asynclab {

// --- per-thread record streams ----------------------------------------------------------

// A chunk's header and a thread's buffer each on a cache line of its own: the recording
// thread writes them at every record (`published`, `written`), and headers allocated one
// after another (ChunkCache::prepare) or buffers of different threads shared lines, so that
// one thread's record took the line from another's core. Aligned, a worker's record_run
// cost a third fewer samples (perf, 4 chains of 4096-float elementwise ops, 2 cores).
struct alignas(64) Profiler::Chunk {
    explicit Chunk(std::size_t bytes)
        : capacity(bytes), data(std::make_unique_for_overwrite<std::byte[]>(bytes)) {}
    const std::size_t capacity;
    const std::unique_ptr<std::byte[]> data;
    /// Bytes the producer has published (release); the collector reads up to here.
    std::atomic<std::size_t> published{0};
    /// Set (release) when the producer moved on to another chunk: `published` is then final.
    std::atomic<Chunk*> next{nullptr};
    /// One for the thread's chain (dropped when the collector moves past the chunk), plus
    /// one per Range of it held by a collection in progress or by the history.
    std::atomic<int> refs{1};
};

struct alignas(64) Profiler::ThreadBuffer {
    ThreadBuffer();
    ~ThreadBuffer();
    ThreadBuffer(const ThreadBuffer&) = delete;
    ThreadBuffer& operator=(const ThreadBuffer&) = delete;

    // The recording thread only.
    Chunk* tail = nullptr;
    std::size_t written = 0;
    // The collector only (under collect_mutex_).
    Chunk* head = nullptr;
    std::size_t read = 0;
};

namespace {

constexpr std::size_t kChunkBytes = 64 * 1024;
/// Chunks kept for reuse by ChunkCache: 16 MiB, the records of some 80,000 small ops (an
/// op record, and the memory counters of its output's allocation and of a free).
constexpr std::size_t kMaxCachedChunks = 256;
/// Bounds of the chunks the collectors keep ready beyond those given back (see ChunkCache):
/// 256 KiB while nothing records, at most 4 MiB, some 20,000 small ops' records a tick.
constexpr std::size_t kMinSpareChunks = 4;
constexpr std::size_t kMaxSpareChunks = 64;

/// Chunks no profiler reads any more, kept (up to kMaxCachedChunks) for the next one that
/// needs a chunk, in this profiler or another. A thread's first write to freshly allocated
/// memory takes a page fault every 4 KiB: in the profiler benchmark's runs of 20,000 small
/// ops, 1,000 to 3,000 more faults with the profiler on than off, about a third of what
/// recording cost, paid again by every run of a scenario (a new engine, a new profiler). A
/// chunk written before is mapped already. Touched once per chunk, never per event.
///
/// A profiler that keeps its history keeps its chunks, so a long run (the app's engine, a
/// benchmark looping over one engine) takes new memory all along: there the zeroing of
/// fresh pages was 5% of a worker's time in a hybridized MLP's calls (perf, the worker's
/// samples in clear_page under record_op). The collectors therefore keep some chunks ready
/// beyond that: at every tick, prepare() allocates and touches what the recording threads
/// took in the last ticks, so a thread moving on to a new chunk finds one mapped already,
/// and the faults are the collector's.
///
/// Process-wide and never destroyed, so that a profiler destroyed during static destruction
/// can still give its chunks back.
class ChunkCache {
  public:
    static ChunkCache& instance() {
        static auto* cache = new ChunkCache;
        return *cache;
    }
    /// A chunk of kChunkBytes, reset for a new chain: a cached one, else a new one.
    Profiler::Chunk* take() {
        Profiler::Chunk* c = nullptr;
        {
            std::lock_guard lock(mutex_);
            ++taken_;
            if (!chunks_.empty()) {
                c = chunks_.back();
                chunks_.pop_back();
            } else {
                ++allocated_on_take_;
            }
        }
        if (!c) return new Profiler::Chunk(kChunkBytes);
        c->published.store(0, std::memory_order_relaxed);
        c->next.store(nullptr, std::memory_order_relaxed);
        c->refs.store(1, std::memory_order_relaxed);
        return c;
    }
    /// Takes a chunk whose last reference was dropped: kept when there is room, else freed.
    void give(Profiler::Chunk* c) {
        if (c->capacity == kChunkBytes) {
            std::lock_guard lock(mutex_);
            if (chunks_.size() < kMaxCachedChunks) {
                chunks_.push_back(c);
                return;
            }
        }
        delete c;
    }
    /// Allocates chunks until the cache holds `spare` (at most kMaxCachedChunks), writing
    /// to every page of each before it is offered, so that the thread taking it takes no
    /// page fault.
    void prepare(std::size_t spare) {
        spare = std::min(spare, kMaxCachedChunks);
        const auto page = static_cast<std::size_t>(std::max(4096L, sysconf(_SC_PAGESIZE)));
        while (size() < spare) {
            auto* c = new Profiler::Chunk(kChunkBytes);
            for (std::size_t at = 0; at < kChunkBytes; at += page) c->data[at] = std::byte{0};
            {
                std::lock_guard lock(mutex_);
                ++prepared_;
            }
            give(c);
        }
    }
    std::size_t size() const {
        std::lock_guard lock(mutex_);
        return chunks_.size();
    }
    Profiler::ChunkCounts counts() const {
        std::lock_guard lock(mutex_);
        return {chunks_.size(), taken_, allocated_on_take_, prepared_};
    }

  private:
    ChunkCache() { chunks_.reserve(kMaxCachedChunks); }
    mutable std::mutex mutex_;
    std::vector<Profiler::Chunk*> chunks_;
    std::uint64_t taken_ = 0, allocated_on_take_ = 0, prepared_ = 0;
};

/// Drops one reference to `c`; the last one gives it to the cache.
void unref(Profiler::Chunk* c) {
    if (c->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) ChunkCache::instance().give(c);
}

constexpr std::size_t align8(std::size_t n) {
    return (n + 7) & ~std::size_t{7};
}

enum class RecordType : std::uint8_t { Op = 1, Sync = 2, Counter = 3, Push = 4, Run = 5 };

/// Every record starts with its size in bytes (a multiple of 8) and its type.
struct RecordHead {
    std::uint32_t size;
    RecordType type;
};

/// Followed by `waited` OpIds, then `name_len` bytes of the name (padded to 8).
struct OpRecord {
    std::uint32_t size;
    RecordType type;
    OpKind kind;
    std::uint8_t flags;  ///< op_flags()
    DeviceType device_type;
    LaneKind lane_kind;
    std::int32_t device_id;
    std::int32_t lane_index;
    std::int32_t issuer;
    std::uint32_t waited;
    std::uint32_t name_len;
    OpId id;
    TimeNs push, start, end;
    double flops, bytes;
    OpId parent;
    TimeNs launch_start, launch_end;
};

/// The front end's part of an op (EngineObserver::record_push), followed by `waited` OpIds,
/// then `name_len` bytes of the name (padded to 8). Its RunRecord, from the thread that ran
/// the op, has the same `source` and `id`.
struct PushRecord {
    std::uint32_t size;
    RecordType type;
    OpKind kind;
    std::uint16_t unused;
    std::int32_t issuer;
    std::uint32_t source;
    std::uint32_t waited;
    std::uint32_t name_len;
    OpId id;
    TimeNs push;
    double flops, bytes;
    OpId parent;
};

/// What the thread that ran an op measured (EngineObserver::record_run).
struct RunRecord {
    std::uint32_t size;
    RecordType type;
    std::uint8_t flags;  ///< op_flags()
    DeviceType device_type;
    LaneKind lane_kind;
    std::int32_t device_id;
    std::int32_t lane_index;
    std::uint32_t source;
    std::uint32_t unused;
    OpId id;
    TimeNs start, end;
};

/// Followed by `where_len` then `what_len` bytes (padded to 8).
struct SyncRecord {
    std::uint32_t size;
    RecordType type;
    SyncKind kind;
    std::int32_t thread;
    std::uint32_t where_len;
    std::uint32_t what_len;
    TimeNs begin, end;
    OpId awaited;
};

struct CounterRecord {
    std::uint32_t size;
    RecordType type;
    CounterKind kind;
    DeviceType device_type;
    std::int32_t device_id;
    TimeNs ts;
    double value;
};

static_assert(std::is_trivially_copyable_v<OpRecord> && alignof(OpRecord) <= 8);
static_assert(sizeof(OpRecord) % 8 == 0 && sizeof(SyncRecord) % 8 == 0 &&
              sizeof(CounterRecord) % 8 == 0 && sizeof(PushRecord) % 8 == 0 &&
              sizeof(RunRecord) % 8 == 0);
static_assert(sizeof(RunRecord) == 48, "a worker writes this for every op it runs");

template <typename T>
T load(const std::byte* p) {
    T v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

/// The flags byte of an op's record (OpRecord, RunRecord): 1 failed, 2 skipped.
std::uint8_t op_flags(bool failed, bool skipped) {
    return static_cast<std::uint8_t>((failed ? 1 : 0) | (skipped ? 2 : 0));
}

/// Sets `e`'s failed and skipped from a flags byte written by op_flags().
void read_op_flags(std::uint8_t flags, OpEvent& e) {
    e.failed = (flags & 1) != 0;
    e.skipped = (flags & 2) != 0;
}

/// Writes what follows an op's record (OpRecord, PushRecord): the waited-on ids, then the
/// name's bytes.
void write_tail(std::byte* p, std::span<const OpId> waited_on, std::string_view name) {
    const std::size_t ids = waited_on.size() * sizeof(OpId);
    if (ids) std::memcpy(p, waited_on.data(), ids);
    if (!name.empty()) std::memcpy(p + ids, name.data(), name.size());
}

/// Reads what write_tail() wrote into `e`.
void read_tail(const std::byte* p, std::uint32_t waited, std::uint32_t name_len, OpEvent& e) {
    if (waited) {
        e.waited_on.resize(waited);
        std::memcpy(e.waited_on.data(), p, waited * sizeof(OpId));
    }
    e.name.assign(reinterpret_cast<const char*>(p + waited * sizeof(OpId)), name_len);
}

}  // namespace

/// Joins the two records of an op reported in parts (PushRecord, RunRecord) into its
/// OpEvent. A push comes first in its thread's records, but a collection may read the
/// running thread's records before the pushing thread's: either part waits for the other.
class Profiler::OpJoin {
  public:
    void pushed(const PushRecord& r, const std::byte* tail, EventBatch& out) {
        OpEvent e;
        e.id = r.id;
        e.kind = r.kind;
        e.issuer = r.issuer;
        e.push = r.push;
        e.flops = r.flops;
        e.bytes = r.bytes;
        e.parent = r.parent;
        read_tail(tail, r.waited, r.name_len, e);
        const Key key{r.source, r.id};
        if (const auto run = runs_.find(key); run != runs_.end()) {
            out.ops.push_back(joined(std::move(e), run->second.record));
            runs_.erase(run);
        } else {
            pushes_.insert_or_assign(key, std::move(e));
        }
    }
    void ran(const RunRecord& r, EventBatch& out) {
        const Key key{r.source, r.id};
        if (const auto push = pushes_.find(key); push != pushes_.end()) {
            out.ops.push_back(joined(std::move(push->second), r));
            pushes_.erase(push);
        } else {
            runs_.insert_or_assign(key, PendingRun{r, generation_});
        }
    }
    /// One collection ended: a run whose push two collections have not brought is one whose
    /// push was never read here (a live view that subscribed after it was pushed).
    void collected() {
        ++generation_;
        std::erase_if(runs_,
                      [this](const auto& kv) { return kv.second.generation + 2 < generation_; });
    }
    /// Forgets every part (an engine detached: the ops it pushed and did not run, never will).
    void clear() {
        if (!pushes_.empty()) pushes_ = {};
        if (!runs_.empty()) runs_ = {};
    }

  private:
    struct Key {
        std::uint32_t source;
        OpId id;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& k) const {
            return std::hash<OpId>()(k.id * 0x9E3779B97F4A7C15ull ^ k.source);
        }
    };
    struct PendingRun {
        RunRecord record;
        std::uint64_t generation;
    };
    static OpEvent joined(OpEvent e, const RunRecord& r) {
        e.lane = LaneId{Device{r.device_type, r.device_id}, r.lane_kind, r.lane_index};
        e.start = r.start;
        e.end = r.end;
        read_op_flags(r.flags, e);
        return e;
    }
    std::unordered_map<Key, OpEvent, KeyHash> pushes_;
    std::unordered_map<Key, PendingRun, KeyHash> runs_;
    std::uint64_t generation_ = 0;
};

namespace {

/// Appends the events of the records in [p, p + n) to `out`; the parts of split ops go
/// through `join`.
void parse_records(const std::byte* p, std::size_t n, EventBatch& out, Profiler::OpJoin& join) {
    const std::byte* const end = p + n;
    while (p < end) {
        const auto head = load<RecordHead>(p);
        switch (head.type) {
            case RecordType::Op: {
                const auto r = load<OpRecord>(p);
                OpEvent& e = out.ops.emplace_back();
                e.id = r.id;
                e.kind = r.kind;
                e.lane = LaneId{Device{r.device_type, r.device_id}, r.lane_kind, r.lane_index};
                e.issuer = r.issuer;
                e.push = r.push;
                e.start = r.start;
                e.end = r.end;
                e.flops = r.flops;
                e.bytes = r.bytes;
                e.parent = r.parent;
                read_op_flags(r.flags, e);
                e.launch_start = r.launch_start;
                e.launch_end = r.launch_end;
                read_tail(p + sizeof(OpRecord), r.waited, r.name_len, e);
                break;
            }
            case RecordType::Sync: {
                const auto r = load<SyncRecord>(p);
                SyncEvent& e = out.syncs.emplace_back();
                e.kind = r.kind;
                e.thread = r.thread;
                e.begin = r.begin;
                e.end = r.end;
                e.awaited = r.awaited;
                const auto* text = reinterpret_cast<const char*>(p + sizeof(SyncRecord));
                e.where.assign(text, r.where_len);
                e.what.assign(text + r.where_len, r.what_len);
                break;
            }
            case RecordType::Counter: {
                const auto r = load<CounterRecord>(p);
                out.counters.push_back({r.kind, Device{r.device_type, r.device_id}, r.ts, r.value});
                break;
            }
            case RecordType::Push:
                join.pushed(load<PushRecord>(p), p + sizeof(PushRecord), out);
                break;
            case RecordType::Run: join.ran(load<RunRecord>(p), out); break;
        }
        p += head.size;
    }
}

void write_counter(std::byte* p, const CounterEvent& event) {
    CounterRecord& r = *new (p) CounterRecord;  // written in place, not copied from the stack
    r.size = sizeof(CounterRecord);
    r.type = RecordType::Counter;
    r.kind = event.kind;
    r.device_type = event.device.type;
    r.device_id = event.device.id;
    r.ts = event.ts;
    r.value = event.value;
}

std::atomic<std::uint64_t> next_profiler_uid{1};

struct BufferCache {
    std::uint64_t uid = 0;
    void* buffer = nullptr;
};
thread_local BufferCache tls_buffer;

/// Merges the consecutive sorted runs [runs[i], runs[i+1]) of `v` by `key`, pairwise.
template <typename T, typename Key>
void merge_runs(std::vector<T>& v, std::vector<std::size_t> runs, Key key) {
    auto less = [&](const T& a, const T& b) { return key(a) < key(b); };
    while (runs.size() > 2) {
        std::vector<std::size_t> next{0};
        for (std::size_t i = 0; i + 1 < runs.size(); i += 2) {
            const std::size_t lo = runs[i], mid = runs[i + 1];
            const std::size_t hi = i + 2 < runs.size() ? runs[i + 2] : mid;
            if (hi != mid)
                std::inplace_merge(v.begin() + static_cast<std::ptrdiff_t>(lo),
                                   v.begin() + static_cast<std::ptrdiff_t>(mid),
                                   v.begin() + static_cast<std::ptrdiff_t>(hi), less);
            next.push_back(hi);
        }
        runs = std::move(next);
    }
}

}  // namespace

Profiler::ThreadBuffer::ThreadBuffer() {
    tail = head = ChunkCache::instance().take();
}

Profiler::ThreadBuffer::~ThreadBuffer() {
    for (Chunk* c = head; c;) {
        Chunk* next = c->next.load(std::memory_order_relaxed);
        unref(c);
        c = next;
    }
}

Profiler::Profiler(std::chrono::milliseconds interval, std::function<TimeNs()> clock)
    : EngineObserver(std::move(clock)),
      uid_(next_profiler_uid.fetch_add(1)),
      interval_(interval),
      live_join_(std::make_unique<OpJoin>()) {
    // What the recording threads take from now on counts towards the chunks kept ready,
    // whether or not the collector has started by then.
    const std::uint64_t chunks_taken = ChunkCache::instance().counts().taken;
    collector_ = std::thread([this, chunks_taken] { collector_loop(chunks_taken); });
}

Profiler::~Profiler() {
    {
        std::lock_guard lock(stop_mutex_);
        stop_ = true;
    }
    stop_cv_.notify_all();
    collector_.join();
    collect();
    clear_history();  // drops the history's chunk references before the buffers go
}

Profiler::ThreadBuffer& Profiler::buffer() {
    if (tls_buffer.uid == uid_) [[likely]]
        return *static_cast<ThreadBuffer*>(tls_buffer.buffer);
    return register_thread();
}

Profiler::ThreadBuffer& Profiler::register_thread() {
    std::lock_guard lock(buffers_mutex_);
    const auto self = std::this_thread::get_id();
    ThreadBuffer* found = nullptr;
    for (auto& [id, buf] : buffers_)
        if (id == self) found = buf.get();
    if (!found) {
        buffers_.emplace_back(self, std::make_unique<ThreadBuffer>());
        found = buffers_.back().second.get();
    }
    tls_buffer = {uid_, found};
    return *found;
}

std::byte* Profiler::reserve(ThreadBuffer& b, std::size_t bytes) {
    if (b.written + bytes > b.tail->capacity) [[unlikely]]
        next_chunk(b, bytes);
    std::byte* p = b.tail->data.get() + b.written;
    // The line a few records on, fetched for writing now: a record's first store to a line
    // no longer in this core's cache would otherwise wait for it, and hold up the locked
    // instruction that a front end's push takes next (on 2 virtual cores, elementwise ops'
    // throughput with the profiler on rose from 0.918 to 0.930 of that with it off, medians
    // of 6 alternating runs of 31 pairs each). Past the chunk's end it fetches nothing of
    // use, and a prefetch never faults (the address is formed as an integer: past the
    // chunk, a pointer would be out of bounds).
    __builtin_prefetch(reinterpret_cast<const void*>(reinterpret_cast<std::uintptr_t>(p) + 512), 1,
                       3);
    return p;
}

void Profiler::next_chunk(ThreadBuffer& b, std::size_t bytes) {
    Chunk* c = bytes <= kChunkBytes ? ChunkCache::instance().take() : new Chunk(bytes);
    // The old chunk's last publish precedes this store: the collector, seeing `next`, reads
    // the old chunk's final size.
    b.tail->next.store(c, std::memory_order_release);
    b.tail = c;
    b.written = 0;
}

void Profiler::publish(ThreadBuffer& b, std::size_t bytes) {
    b.written += bytes;
    b.tail->published.store(b.written, std::memory_order_release);
}

template <typename Record>
Record& Profiler::reserve_with_tail(ThreadBuffer& b, std::span<const OpId> waited_on,
                                    std::string_view name) {
    const std::size_t size = sizeof(Record) + waited_on.size() * sizeof(OpId) + align8(name.size());
    std::byte* p = reserve(b, size);
    Record& r = *new (p) Record;  // written in place, not copied from the stack
    r.size = static_cast<std::uint32_t>(size);
    r.waited = static_cast<std::uint32_t>(waited_on.size());
    r.name_len = static_cast<std::uint32_t>(name.size());
    write_tail(p + sizeof(Record), waited_on, name);
    return r;
}

void Profiler::record_op(const OpSample& op, std::string_view name,
                         std::span<const OpId> waited_on) {
    auto& b = buffer();
    OpRecord& r = reserve_with_tail<OpRecord>(b, waited_on, name);
    r.type = RecordType::Op;
    r.kind = op.kind;
    r.flags = op_flags(op.failed, op.skipped);
    r.device_type = op.lane.device.type;
    r.lane_kind = op.lane.kind;
    r.device_id = op.lane.device.id;
    r.lane_index = op.lane.index;
    r.issuer = op.issuer;
    r.id = op.id;
    r.push = op.push;
    r.start = op.start;
    r.end = op.end;
    r.flops = op.flops;
    r.bytes = op.bytes;
    r.parent = op.parent;
    r.launch_start = op.launch_start;
    r.launch_end = op.launch_end;
    publish(b, r.size);
}

void Profiler::record_push(std::uint32_t source, const OpSample& op, std::string_view name,
                           std::span<const OpId> waited_on) {
    auto& b = buffer();
    PushRecord& r = reserve_with_tail<PushRecord>(b, waited_on, name);
    r.type = RecordType::Push;
    r.kind = op.kind;
    r.unused = 0;
    r.issuer = op.issuer;
    r.source = source;
    r.id = op.id;
    r.push = op.push;
    r.flops = op.flops;
    r.bytes = op.bytes;
    r.parent = op.parent;
    publish(b, r.size);
}

void Profiler::record_run(const OpRun& run) {
    auto& b = buffer();
    RunRecord& r = *new (reserve(b, sizeof(RunRecord))) RunRecord;
    r.size = sizeof(RunRecord);
    r.type = RecordType::Run;
    r.flags = op_flags(run.failed, run.skipped);
    r.device_type = run.lane.device.type;
    r.lane_kind = run.lane.kind;
    r.device_id = run.lane.device.id;
    r.lane_index = run.lane.index;
    r.source = run.source;
    r.unused = 0;
    r.id = run.id;
    r.start = run.start;
    r.end = run.end;
    publish(b, sizeof(RunRecord));
}

void Profiler::record(OpEvent&& event) {
    OpSample s;
    s.id = event.id;
    s.kind = event.kind;
    s.lane = event.lane;
    s.issuer = event.issuer;
    s.push = event.push;
    s.start = event.start;
    s.end = event.end;
    s.flops = event.flops;
    s.bytes = event.bytes;
    s.parent = event.parent;
    s.failed = event.failed;
    s.skipped = event.skipped;
    s.launch_start = event.launch_start;
    s.launch_end = event.launch_end;
    record_op(s, event.name, event.waited_on);
}

void Profiler::record(SyncEvent&& event) {
    auto& b = buffer();
    const std::size_t size = sizeof(SyncRecord) + align8(event.where.size() + event.what.size());
    std::byte* p = reserve(b, size);
    SyncRecord& r = *new (p) SyncRecord;  // written in place, not copied from the stack
    r.size = static_cast<std::uint32_t>(size);
    r.type = RecordType::Sync;
    r.kind = event.kind;
    r.thread = event.thread;
    r.where_len = static_cast<std::uint32_t>(event.where.size());
    r.what_len = static_cast<std::uint32_t>(event.what.size());
    r.begin = event.begin;
    r.end = event.end;
    r.awaited = event.awaited;
    std::memcpy(p + sizeof r, event.where.data(), event.where.size());
    std::memcpy(p + sizeof r + event.where.size(), event.what.data(), event.what.size());
    publish(b, size);
}

void Profiler::record(const CounterEvent& event) {
    auto& b = buffer();
    write_counter(reserve(b, sizeof(CounterRecord)), event);
    publish(b, sizeof(CounterRecord));
}

int Profiler::subscribe(Subscriber subscriber) {
    std::lock_guard lock(subscribers_mutex_);
    const int id = next_subscriber_++;
    subscribers_.emplace_back(id, std::make_shared<Subscriber>(std::move(subscriber)));
    return id;
}

void Profiler::unsubscribe(int id) {
    // Takes the collect lock so that no delivery to this subscriber is in progress once
    // unsubscribe returns: a consumer may destroy itself right after.
    std::lock_guard collecting(collect_mutex_);
    std::lock_guard lock(subscribers_mutex_);
    std::erase_if(subscribers_, [id](const auto& s) { return s.first == id; });
}

void Profiler::attached(std::function<double()> queue_depth) {
    set_queue_depth_sampler(std::move(queue_depth));
}

void Profiler::detached() {
    set_queue_depth_sampler(nullptr);
    flush();
    // The ops its engine pushed and did not run while this was attached never will be here.
    std::lock_guard collecting(collect_mutex_);
    live_join_->clear();
}

void Profiler::set_queue_depth_sampler(Sampler sampler) {
    std::lock_guard lock(subscribers_mutex_);
    queue_sampler_ = sampler ? std::make_shared<Sampler>(std::move(sampler)) : nullptr;
}

void Profiler::collector_loop(std::uint64_t chunks_taken) {
    // Chunks kept ready (ChunkCache::prepare): twice what the recording threads of this
    // process took since this collector's last tick, so that a burst finds them at the
    // next tick as well, within [kMinSpareChunks, kMaxSpareChunks].
    ChunkCache& cache = ChunkCache::instance();
    std::uint64_t last_taken = chunks_taken;
    std::unique_lock lock(stop_mutex_);
    while (!stop_) {
        stop_cv_.wait_for(lock, interval_);
        if (stop_) break;
        lock.unlock();
        collect();
        const std::uint64_t taken = cache.counts().taken;
        const auto demand = static_cast<std::size_t>(taken - last_taken);
        last_taken = taken;
        cache.prepare(std::clamp(2 * demand, kMinSpareChunks, kMaxSpareChunks));
        lock.lock();
    }
}

void Profiler::flush() {
    collect();
}

void Profiler::collect() {
    std::lock_guard collecting(collect_mutex_);
    std::shared_ptr<Sampler> sampler;
    std::vector<std::shared_ptr<Subscriber>> subscribers;
    {
        std::lock_guard lock(subscribers_mutex_);
        sampler = queue_sampler_;
        for (auto& [id, s] : subscribers_) subscribers.push_back(s);
    }
    const bool keep = keep_history_.load();

    // What every thread published since the last tick, as ranges of its chunks (each range
    // holds a reference, so a drained chunk stays readable); `starts[i]` is buffer i's first.
    std::vector<Range> ranges;
    std::vector<std::size_t> starts;
    std::vector<Chunk*> drained;  // the chains' references to drop
    {
        std::vector<ThreadBuffer*> buffers;
        {
            std::lock_guard lock(buffers_mutex_);
            for (auto& [id, buf] : buffers_) buffers.push_back(buf.get());
        }
        for (ThreadBuffer* b : buffers) {
            starts.push_back(ranges.size());
            for (;;) {
                Chunk* c = b->head;
                // `next` first: once it is set, `published` is final.
                Chunk* next = c->next.load(std::memory_order_acquire);
                const std::size_t published = c->published.load(std::memory_order_acquire);
                if (published > b->read) {
                    c->refs.fetch_add(1, std::memory_order_relaxed);
                    ranges.push_back({c, b->read, published});
                }
                b->read = published;
                if (!next) break;
                b->head = next;
                b->read = 0;
                drained.push_back(c);
            }
        }
    }
    starts.push_back(ranges.size());

    // Sampled counters are the newest events: they go last.
    std::vector<CounterEvent> sampled;
    if (enabled() && !virtual_clock()) {
        const TimeNs t = now();
        if (sampler) sampled.push_back({CounterKind::QueueDepth, {}, t, (*sampler)()});
        // Resident memory changes slowly and costs a read of /proc: sample at 20 Hz at most.
        if (sample_resident_.load() && t - last_resident_sample_ >= 50'000'000) {
            sampled.push_back({CounterKind::ResidentBytes, {}, t, resident_bytes()});
            last_resident_sample_ = t;
        }
    }

    if (!subscribers.empty()) {
        EventBatch batch;
        // Each thread records in time order, so every buffer's syncs and counters are a
        // sorted run: they are merged instead of sorted (the ops are sorted, below).
        std::vector<std::size_t> sync_runs{0}, counter_runs{0};
        auto mark = [](const auto& v, std::vector<std::size_t>& runs) {
            if (v.size() != runs.back()) runs.push_back(v.size());
        };
        for (std::size_t i = 0; i + 1 < starts.size(); ++i) {
            for (std::size_t r = starts[i]; r < starts[i + 1]; ++r)
                parse_records(ranges[r].chunk->data.get() + ranges[r].begin,
                              ranges[r].end - ranges[r].begin, batch, *live_join_);
            mark(batch.syncs, sync_runs);
            mark(batch.counters, counter_runs);
        }
        live_join_->collected();
        // An op joins where its second part was read, which for a push that came after its
        // run is out of its thread's order: the ops are sorted, not merged.
        std::stable_sort(batch.ops.begin(), batch.ops.end(),
                         [](const OpEvent& a, const OpEvent& b) { return a.end < b.end; });
        merge_runs(batch.syncs, sync_runs, [](const SyncEvent& e) { return e.begin; });
        merge_runs(batch.counters, counter_runs, [](const CounterEvent& e) { return e.ts; });
        batch.counters.insert(batch.counters.end(), sampled.begin(), sampled.end());
        if (!batch.empty()) {
            auto shared = std::make_shared<const EventBatch>(std::move(batch));
            for (auto& s : subscribers) (*s)(shared);
        }
    }

    if (subscribers.empty()) live_join_->clear();  // what it waits for is not read meanwhile

    if (keep) {
        std::lock_guard lock(history_mutex_);
        history_.insert(history_.end(), ranges.begin(), ranges.end());  // with their references
        history_samples_.insert(history_samples_.end(), sampled.begin(), sampled.end());
    } else {
        for (const Range& r : ranges) unref(r.chunk);
    }
    // Chunks nobody reads any more go back to the cache for reuse.
    for (Chunk* c : drained) unref(c);
}

EventBatch Profiler::history() const {
    EventBatch all;
    {
        std::lock_guard lock(history_mutex_);
        // An op in flight (its push recorded, not its run) is not in the history yet.
        OpJoin join;
        for (const Range& r : history_)
            parse_records(r.chunk->data.get() + r.begin, r.end - r.begin, all, join);
        all.counters.insert(all.counters.end(), history_samples_.begin(), history_samples_.end());
    }
    // Each thread's records are in time order, but threads interleave and a thread can
    // record an early event after the collector passed it: sort the whole, stably.
    std::stable_sort(all.ops.begin(), all.ops.end(),
                     [](const OpEvent& a, const OpEvent& b) { return a.end < b.end; });
    std::stable_sort(all.syncs.begin(), all.syncs.end(),
                     [](const SyncEvent& a, const SyncEvent& b) { return a.begin < b.begin; });
    std::stable_sort(all.counters.begin(), all.counters.end(),
                     [](const CounterEvent& a, const CounterEvent& b) { return a.ts < b.ts; });
    return all;
}

void Profiler::clear_history() {
    std::vector<Range> ranges;
    {
        std::lock_guard lock(history_mutex_);
        ranges.swap(history_);
        history_samples_ = {};
    }
    for (const Range& r : ranges) unref(r.chunk);
}

std::size_t Profiler::cached_chunks() {
    return ChunkCache::instance().size();
}

Profiler::ChunkCounts Profiler::chunk_counts() {
    return ChunkCache::instance().counts();
}

double Profiler::resident_bytes() {
    std::FILE* f = std::fopen("/proc/self/statm", "r");
    if (!f) return 0;
    long pages_total = 0, pages_resident = 0;
    const int n = std::fscanf(f, "%ld %ld", &pages_total, &pages_resident);
    std::fclose(f);
    if (n != 2) return 0;
    return static_cast<double>(pages_resident) * static_cast<double>(sysconf(_SC_PAGESIZE));
}

}  // namespace asynclab
