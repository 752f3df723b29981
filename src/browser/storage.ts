/** Fail-safe localStorage: blocked or missing storage reads as empty and writes are dropped with a log. */

function storage(): Storage | null {
  try {
    if (typeof window === "undefined") return null
    return window.localStorage
  } catch (error) {
    console.error("localStorage is not available:", error)
    return null
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch (error) {
    console.error(`Could not read "${key}" from localStorage:`, error)
    return null
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    storage()?.setItem(key, value)
  } catch (error) {
    console.error(`Could not write "${key}" to localStorage:`, error)
  }
}

export function removeStorage(key: string): void {
  try {
    storage()?.removeItem(key)
  } catch (error) {
    console.error(`Could not remove "${key}" from localStorage:`, error)
  }
}

/**
 * Gatsby's runtime calls `sessionStorage.removeItem` without a guard while it loads the first page; where
 * the Storage methods throw (some privacy modes and embedded browsers raise SecurityError), that
 * exception stops the page from ever hydrating. There, the runtime gets a memory store in its place: it
 * only keeps a reload flag and scroll positions for the visit.
 */
export function shieldSessionStorage(): void {
  try {
    const probe = "edna-storage-probe"
    window.sessionStorage.setItem(probe, probe)
    window.sessionStorage.removeItem(probe)
  } catch {
    const memory = new Map<string, string>()
    const store: Storage = {
      getItem: (key) => memory.get(String(key)) ?? null,
      setItem: (key, value) => void memory.set(String(key), String(value)),
      removeItem: (key) => void memory.delete(String(key)),
      clear: () => memory.clear(),
      key: (index) => [...memory.keys()][index] ?? null,
      get length() {
        return memory.size
      },
    }
    try {
      Object.defineProperty(window, "sessionStorage", { value: store, configurable: true })
    } catch (error) {
      console.error("sessionStorage could not be replaced:", error)
    }
  }
}
