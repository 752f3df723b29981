export default async function globalTeardown(): Promise<void> {
  await new Promise<void>((resolve) => (globalThis.__E2E_SERVER__ ? globalThis.__E2E_SERVER__.close(() => resolve()) : resolve()))
}
