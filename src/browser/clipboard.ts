/** Fail-safe clipboard: resolves false instead of throwing when the browser refuses or has no clipboard. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator === "undefined" || !navigator.clipboard) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch (error) {
    console.error("Could not write to the clipboard:", error)
    return false
  }
}
