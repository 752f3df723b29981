import { chromium } from "playwright-core"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-background-networking"] })
for (const p of ["/", "/docs/start", "/docs/api/messages/sending", "/blog", "/blog/16-01-25", "/search?q=%D1%88%D0%B0%D0%B1%D0%BB%D0%BE%D0%BD"]) {
const page = await browser.newPage(); const t = Date.now()
page.on("response", r => { if (r.status() >= 400) console.log(p, r.status(), r.url()) })
page.on("console", m => { if (m.type() === "error") console.log(p, "console", m.text()) })
await page.goto("http://127.0.0.1:8341" + p); await page.waitForSelector("h1", {timeout: 180000}); console.log(p, Date.now() - t, "ms"); await page.waitForLoadState("networkidle"); await page.close() }
await browser.close()
