import { chromium } from "playwright-core"
import { startStaticServer } from "./.srv.mjs"
const server = await startStaticServer("/work/main/public", 9413)
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-background-networking","--no-first-run"] })
const page = await browser.newPage()
page.on("console", (m) => console.log("console:", m.type(), m.text().slice(0, 200)))
page.on("pageerror", (e) => console.log("pageerror:", e.message.slice(0, 200)))
for (const p of process.argv.slice(2)) {
  await page.goto("http://127.0.0.1:9413" + p); await page.waitForTimeout(1500)
  console.log(p, "->", await page.evaluate(() => location.pathname + location.hash), "h1:", await page.locator("h1").allTextContents(), "scrollY", await page.evaluate(() => scrollY))
  const id = decodeURIComponent(p.split("#")[1] ?? "")
  if (id) console.log("top", await page.evaluate((i) => document.getElementById(i)?.getBoundingClientRect().top, id))
}
await browser.close(); server.close()
