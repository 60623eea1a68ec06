#if canImport(Darwin)
internal import Darwin
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Bionic)
internal import Bionic
#elseif canImport(WinSDK)
internal import WinSDK
#endif

/// The package's one mutual-exclusion lock: a plain operating-system mutex in its own
/// allocation, because a mutex must not move.
///
/// It stands in for the standard library's `Mutex`, which Apple's systems have only from
/// macOS 15 and iOS 18, well above this package's deployment floors. It guards a section
/// snapshot's lazily built order cache, a ``SnapshotFeed``'s mailbox, and the outline engine's
/// work counter in test builds.
@usableFromInline
package final class Lock: @unchecked Sendable {
  // Sendable by construction: the mutex serialises every access to what it guards, and the
  // pointer itself never changes after `init`.
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Bionic)
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  #elseif canImport(WinSDK)
  private let mutex: UnsafeMutablePointer<SRWLOCK>
  #endif

  /// Creates an unlocked lock.
  ///
  /// - Complexity: O(1).
  @usableFromInline
  package init() {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Bionic)
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "Lock: pthread_mutex_init failed (\(status))")
    #elseif canImport(WinSDK)
    mutex = .allocate(capacity: 1)
    InitializeSRWLock(mutex)
    #endif
  }

  deinit {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Bionic)
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
    #elseif canImport(WinSDK)
    mutex.deallocate()
    #endif
  }

  /// Takes the lock, waiting while another thread holds it.
  ///
  /// - Complexity: O(1) when uncontended.
  @usableFromInline
  package func lock() {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Bionic)
    pthread_mutex_lock(mutex)
    #elseif canImport(WinSDK)
    AcquireSRWLockExclusive(mutex)
    #endif
    // Platforms without threads (WebAssembly without the threads proposal) need no lock.
  }

  /// Releases the lock.
  ///
  /// - Complexity: O(1).
  @usableFromInline
  package func unlock() {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Bionic)
    pthread_mutex_unlock(mutex)
    #elseif canImport(WinSDK)
    ReleaseSRWLockExclusive(mutex)
    #endif
  }

  /// Runs `body` while holding the lock.
  ///
  /// - Complexity: O(1) plus `body`, when uncontended.
  @inlinable
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
