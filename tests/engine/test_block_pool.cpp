// Tests of engine/util/block_pool: blocks come back to the thread that makes the next one,
// across threads a batch at a time; the shared list stays bounded; alignment holds; the
// engine's op blocks recycle through it (its variables stay on the heap), with their names
// and variable entries.
#include <QtTest>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "engine/core/op_block.h"
#include "engine/util/block_pool.h"

using namespace asynclab;

namespace {

// Each test its own pool (a size of its own), so that one's blocks do not reach another's.
using SameThreadPool = BlockPool<40, 8>;
using CrossThreadPool = BlockPool<48, 8>;
using BoundedPool = BlockPool<56, 8>;
using AlignedPool = BlockPool<192, 64>;

std::set<void*> take(const std::vector<void*>& blocks) {
    return {blocks.begin(), blocks.end()};
}

}  // namespace

class TestBlockPool : public QObject {
    Q_OBJECT

  private slots:
    void init() {
#ifdef ASYNCLAB_BLOCK_POOL_OFF
        QSKIP("AddressSanitizer build: blocks go to the heap and back");
#endif
    }

    void aBlockFreedHereIsTheNextOneMadeHere() {
        void* a = SameThreadPool::allocate();
        void* b = SameThreadPool::allocate();
        QVERIFY(a != b);
        SameThreadPool::deallocate(a);
        SameThreadPool::deallocate(b);
        QCOMPARE(SameThreadPool::cached_blocks(), std::size_t{2});
        // The most recently freed first: its lines are the likeliest still in this core's cache.
        QCOMPARE(SameThreadPool::allocate(), b);
        QCOMPARE(SameThreadPool::allocate(), a);
        QCOMPARE(SameThreadPool::cached_blocks(), std::size_t{0});
        SameThreadPool::deallocate(a);
        SameThreadPool::deallocate(b);
    }

    void blocksFreedOnAnotherThreadComeBackInBatches() {
        // This thread makes blocks, another frees them (the front end and a worker).
        constexpr std::size_t n = CrossThreadPool::kCache + 3 * CrossThreadPool::kBatch;
        std::vector<void*> made;
        for (std::size_t i = 0; i < n; ++i) made.push_back(CrossThreadPool::allocate());
        const std::set<void*> original = take(made);
        QCOMPARE(original.size(), n);
        std::size_t kept_by_freer = 0;
        std::thread freer([&] {
            for (void* block : made) CrossThreadPool::deallocate(block);
            kept_by_freer = CrossThreadPool::cached_blocks();
        });
        freer.join();
        // The freeing thread keeps at most kCache; it handed the oldest over in batches, and
        // the rest when it ended (whole batches; what is left of one goes to the heap).
        QVERIFY(kept_by_freer <= CrossThreadPool::kCache);
        QVERIFY(kept_by_freer > CrossThreadPool::kCache - CrossThreadPool::kBatch);
        const std::size_t shared = CrossThreadPool::shared_blocks();
        QCOMPARE(shared % CrossThreadPool::kBatch, std::size_t{0});
        QVERIFY(shared >= n - CrossThreadPool::kBatch);
        // This thread's next blocks are those: taken a batch at a time.
        std::vector<void*> again;
        for (std::size_t i = 0; i < shared; ++i) {
            again.push_back(CrossThreadPool::allocate());
            QVERIFY(original.count(again.back()));
            QVERIFY(CrossThreadPool::cached_blocks() < CrossThreadPool::kBatch);
        }
        QCOMPARE(take(again).size(), shared);  // each once
        QCOMPARE(CrossThreadPool::shared_blocks(), std::size_t{0});
        for (void* block : again) CrossThreadPool::deallocate(block);
    }

    void theSharedListIsBounded() {
        // A burst of ops in flight, then all freed: the pool keeps a bounded number.
        constexpr std::size_t n =
            (BoundedPool::kSharedBatches + 10) * BoundedPool::kBatch + BoundedPool::kCache;
        std::vector<void*> made;
        for (std::size_t i = 0; i < n; ++i) made.push_back(BoundedPool::allocate());
        std::thread freer([&] {
            for (void* block : made) BoundedPool::deallocate(block);
        });
        freer.join();
        QCOMPARE(BoundedPool::shared_blocks(), BoundedPool::kSharedBatches * BoundedPool::kBatch);
        // What it keeps is still usable.
        void* block = BoundedPool::allocate();
        QVERIFY(std::find(made.begin(), made.end(), block) != made.end());
        BoundedPool::deallocate(block);
    }

    void blocksKeepTheirAlignment() {
        std::vector<void*> made;
        for (int i = 0; i < 100; ++i) {
            made.push_back(AlignedPool::allocate());
            QCOMPARE(reinterpret_cast<std::uintptr_t>(made.back()) % 64, std::uintptr_t{0});
        }
        std::thread freer([&] {
            for (void* block : made) AlignedPool::deallocate(block);
        });
        freer.join();
        for (int i = 0; i < 100; ++i) {
            void* block = AlignedPool::allocate();
            QCOMPARE(reinterpret_cast<std::uintptr_t>(block) % 64, std::uintptr_t{0});
            made[static_cast<std::size_t>(i)] = block;
        }
        for (void* block : made) AlignedPool::deallocate(block);
    }

    void opBlocksRecycleThroughThePool() {
        // Made on this thread (the front end), deleted on another (a worker), round after
        // round: the blocks the worker deleted are the ones this thread makes next.
        constexpr std::size_t kPerRound = 4 * OpBlockPool::kBatch;
        std::set<void*> previous;
        for (int round = 0; round < 10; ++round) {
            std::vector<OpBlock*> ops;
            for (std::size_t j = 0; j < kPerRound; ++j) {
                ops.push_back(new OpBlock);  // as the engine makes them: not value-initialized
                // A recycled block is a new op all the same.
                QVERIFY(ops.back()->entries.empty() && !ops.back()->fn && ops.back()->id == 0 &&
                        ops.back()->name.view().empty() && ops.back()->waited_on.empty());
                ops.back()->fn = [](RunContext&) {};
                ops.back()->id = 7;
                ops.back()->name =
                    "an op whose name is too long for the block's own buffer of names";
                ops.back()->waited_on.push_back(3);
            }
            std::set<void*> made(ops.begin(), ops.end());
            if (round > 0) QVERIFY(made == previous);
            QCOMPARE(OpBlockPool::shared_blocks(), std::size_t{0});
            std::thread worker([&ops] {
                for (OpBlock* op : ops) delete op;
            });
            worker.join();
            // The worker ended: every block it had went to the shared list.
            QCOMPARE(OpBlockPool::shared_blocks(), kPerRound);
            previous = std::move(made);
        }
    }

    void opNamesKeepWhatTheyAreGiven() {
        // In the block up to 39 characters, on the heap past that, and back again.
        OpName name;
        QCOMPARE(name.view(), std::string_view());
        for (std::size_t n : {0, 1, 39, 40, 200, 3}) {
            const std::string text(n, static_cast<char>('a' + n % 26));
            name = text;
            QCOMPARE(name.view(), std::string_view(text));
            QCOMPARE(std::string(name.c_str()), text);
            QCOMPARE(name.str(), text);
        }
        name = std::string_view();  // a view of nothing (no data pointer)
        QCOMPARE(name.view(), std::string_view());
        QCOMPARE(std::string(name.c_str()), std::string());
        name = "twelve chars";
        name = name.view().substr(7);  // from its own buffer
        QCOMPARE(name.view(), std::string_view("chars"));
    }

    void varEntriesKeepTheirOrderPastTheInlineOnes() {
        // A hybridized call's nine entries stay in the block; more move to the heap, all
        // of them at once and in the order they were added.
        auto* op = new OpBlock;
        std::vector<Var> vars(12);
        for (std::size_t i = 0; i < vars.size(); ++i) {
            op->entries.push_back(VarEntry{op, &vars[i], i < 2, nullptr});
            QCOMPARE(op->entries.size(), i + 1);
            if (i < 9) QVERIFY(!op->entries.on_heap());
            std::size_t k = 0;
            for (const VarEntry& e : op->entries) {
                QCOMPARE(e.var, &vars[k]);
                QCOMPARE(e.write, k < 2);
                QCOMPARE(e.op, op);
                ++k;
            }
            QCOMPARE(k, i + 1);
        }
        QVERIFY(op->entries.on_heap());
        delete op;
    }
};

QTEST_GUILESS_MAIN(TestBlockPool)
#include "test_block_pool.moc"
