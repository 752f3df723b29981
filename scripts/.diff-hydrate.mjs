import { chromium } from "playwright-core"
import { startStaticServer } from "./.srv.mjs"
const server = await startStaticServer(process.argv[2], 9412)
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-background-networking","--no-first-run"] })
const ssr = await browser.newContext({ javaScriptEnabled: false })
const p1 = await ssr.newPage(); await p1.goto("http://127.0.0.1:9412" + process.argv[3])
const a = await p1.evaluate(() => document.getElementById("___gatsby").innerHTML)
const csr = await browser.newContext()
const p2 = await csr.newPage(); await p2.goto("http://127.0.0.1:9412" + process.argv[3]); await p2.waitForTimeout(1500)
const b = await p2.evaluate(() => document.getElementById("___gatsby").innerHTML)
const fs = await import("node:fs"); fs.writeFileSync("/tmp/a.html", a.replace(/></g, ">\n<")); fs.writeFileSync("/tmp/b.html", b.replace(/></g, ">\n<"))
await browser.close(); server.close()
