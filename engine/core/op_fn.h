// An op's function: a move-only callable of void(RunContext&) that keeps small closures
// inside itself.
#pragma once

#include <cstddef>
#include <functional>
#include <new>
#include <type_traits>
#include <utility>

namespace asynclab {

struct RunContext;

/// An op's function. Like std::function<void(RunContext&)>, but a closure of up to
/// kInlineBytes lives inside it: std::function keeps anything larger than two pointers on
/// the heap, so nearly every op's closure (a few pointers and sizes, a shared compiled
/// graph) cost the pushing thread an allocation that the worker completing the op freed,
/// into its own core's allocator cache. Larger closures still go to the heap. Move-only,
/// so closures that own move-only state are accepted too.
class OpFn {
  public:
    static constexpr std::size_t kInlineBytes = 64;

    OpFn() noexcept = default;
    OpFn(std::nullptr_t) noexcept {}  // NOLINT: as std::function
    template <typename F, typename D = std::decay_t<F>,
              typename =
                  std::enable_if_t<!std::is_same_v<D, OpFn> && !std::is_same_v<D, std::nullptr_t> &&
                                   std::is_invocable_v<D&, RunContext&>>>
    OpFn(F&& f) {  // NOLINT: converts from any callable, as std::function does
        if constexpr (!std::is_function_v<std::remove_reference_t<F>> &&
                      (std::is_pointer_v<D> || std::is_member_pointer_v<D> ||
                       is_std_function<D>::value)) {
            if (!f) return;  // a null function pointer or an empty std::function: empty
        }
        if constexpr (kFits<D>) {
            ::new (static_cast<void*>(buf_)) D(std::forward<F>(f));
            ops_ = &kInline<D>;
        } else {
            ::new (static_cast<void*>(buf_)) D*(new D(std::forward<F>(f)));
            ops_ = &kHeap<D>;
        }
    }
    OpFn(OpFn&& other) noexcept { take(other); }
    OpFn& operator=(OpFn&& other) noexcept {
        if (this != &other) {
            reset();
            take(other);
        }
        return *this;
    }
    OpFn& operator=(std::nullptr_t) noexcept {
        reset();
        return *this;
    }
    OpFn(const OpFn&) = delete;
    OpFn& operator=(const OpFn&) = delete;
    ~OpFn() { reset(); }

    explicit operator bool() const noexcept { return ops_ != nullptr; }
    /// Calls the function (which must be set).
    void operator()(RunContext& ctx) { ops_->invoke(buf_, ctx); }
    /// Whether the closure is kept inside (false when empty or on the heap).
    bool stored_inline() const noexcept { return ops_ != nullptr && ops_->stored_inline; }

  private:
    struct Ops {
        void (*invoke)(void* buf, RunContext& ctx);
        /// Moves the closure from one buffer into the other (raw) one, ending it in the first.
        void (*relocate)(void* from, void* to) noexcept;
        void (*destroy)(void* buf) noexcept;
        bool stored_inline;
    };
    template <typename T>
    struct is_std_function : std::false_type {};
    template <typename Sig>
    struct is_std_function<std::function<Sig>> : std::true_type {};

    template <typename D>
    static constexpr bool kFits =
        sizeof(D) <= kInlineBytes &&
        alignof(D) <= alignof(std::max_align_t) && std::is_nothrow_move_constructible_v<D>;

    template <typename D>
    static D* inside(void* buf) noexcept {
        return std::launder(static_cast<D*>(buf));
    }
    template <typename D>
    static D* outside(void* buf) noexcept {
        return *std::launder(static_cast<D**>(buf));
    }
    template <typename D>
    static constexpr Ops kInline{
        [](void* buf, RunContext& ctx) { std::invoke(*inside<D>(buf), ctx); },
        [](void* from, void* to) noexcept {
            D* f = inside<D>(from);
            ::new (to) D(std::move(*f));
            f->~D();
        },
        [](void* buf) noexcept { inside<D>(buf)->~D(); }, true};
    template <typename D>
    static constexpr Ops kHeap{
        [](void* buf, RunContext& ctx) { std::invoke(*outside<D>(buf), ctx); },
        [](void* from, void* to) noexcept { ::new (to) D*(outside<D>(from)); },
        [](void* buf) noexcept { delete outside<D>(buf); }, false};

    void take(OpFn& other) noexcept {
        if (!other.ops_) return;
        other.ops_->relocate(other.buf_, buf_);
        ops_ = std::exchange(other.ops_, nullptr);
    }
    void reset() noexcept {
        if (ops_) std::exchange(ops_, nullptr)->destroy(buf_);
    }

    alignas(std::max_align_t) unsigned char buf_[kInlineBytes];
    const Ops* ops_ = nullptr;
};

}  // namespace asynclab
