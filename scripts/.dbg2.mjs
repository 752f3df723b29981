import { chromium } from "playwright-core"
import { startStaticServer } from "./.srv.mjs"
const server = await startStaticServer("/work/main/public", 9414)
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-background-networking","--no-first-run"] })
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
const id = "отслеживание-переходов"
page.goto("http://127.0.0.1:9414/docs/template/whatsapp/buttons#" + id)
for (const t of [50, 200, 400, 800, 1500, 3000]) {
  await page.waitForTimeout(t === 50 ? 50 : 200)
  console.log(t, await page.evaluate((i) => [scrollY, document.getElementById(i)?.getBoundingClientRect().top, document.querySelector("header")?.getBoundingClientRect().top, document.documentElement.scrollHeight], id).catch(e => e.message))
}
await browser.close(); server.close()
