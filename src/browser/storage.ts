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
