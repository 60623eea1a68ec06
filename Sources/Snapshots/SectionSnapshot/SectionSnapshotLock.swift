#if canImport(Darwin)
internal import Darwin
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Bionic)
internal import Bionic
#elseif os(Windows)
internal import WinSDK
#endif

/// A plain mutual-exclusion lock that guards a section snapshot's lazily built order cache.
///
/// Copies of a section snapshot share storage and may be read from several threads at once;
/// the first read of `items` or `index(of:)` after a structural change builds the cache, so that
/// write is serialised here. The lock lives in its own allocation because a mutex must not move.
@usableFromInline
internal final class SectionSnapshotLock: @unchecked Sendable {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Bionic)
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  #elseif os(Windows)
  private let mutex: UnsafeMutablePointer<SRWLOCK>
  #endif

  /// Creates an unlocked lock.
  ///
  /// - Complexity: O(1).
  @usableFromInline
  internal init() {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Bionic)
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "SectionSnapshotLock: pthread_mutex_init failed (\(status))")
    #elseif os(Windows)
    mutex = .allocate(capacity: 1)
    InitializeSRWLock(mutex)
    #endif
  }

  deinit {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Bionic)
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
    #elseif os(Windows)
    mutex.deallocate()
    #endif
  }

  /// Takes the lock, waiting while another thread holds it.
  ///
  /// - Complexity: O(1) when uncontended.
  @usableFromInline
  internal func lock() {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Bionic)
    pthread_mutex_lock(mutex)
    #elseif os(Windows)
    AcquireSRWLockExclusive(mutex)
    #endif
    // Platforms without threads (WebAssembly without the threads proposal) need no lock.
  }

  /// Releases the lock.
  ///
  /// - Complexity: O(1).
  @usableFromInline
  internal func unlock() {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Bionic)
    pthread_mutex_unlock(mutex)
    #elseif os(Windows)
    ReleaseSRWLockExclusive(mutex)
    #endif
  }
}
