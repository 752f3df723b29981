import { pastedPhrase, pasteForm, withoutStatus, type Phrase } from "./phrases"

const PHRASES: Phrase[] = [
  [pasteForm("400"), 0, 10, 400],
  [pasteForm("Auth error"), 0, 11, 401],
  [pasteForm("Not found"), 0, 12, 404],
  [pasteForm("RequestId is not unique"), 0, 13, 400],
  [pasteForm("Request doesn't contain content for all cascade stages"), 0, 14, 400],
  [pasteForm("Cascade not found"), 0, 15, 400],
  [pasteForm("not-template-match"), 0, 16],
  [pasteForm("error-system"), 0, 17],
  [pasteForm("error-system-blocked"), 0, 18],
  [pasteForm("delivered"), 0, 19],
]
const at = (query: string) => pastedPhrase(query, PHRASES)?.[2] ?? null

describe("texts pasted whole", () => {
  it("compares texts in one form: lower case, apostrophes dropped, punctuation and hyphens as spaces", () => {
    expect(pasteForm("  «Request doesn’t contain content»: ")).toBe("request doesnt contain content")
    expect(pasteForm("NOT-TEMPLATE-MATCH")).toBe("not template match")
    expect(withoutStatus(pasteForm("HTTP/1.1 400 Bad Request: Cascade not found"))).toEqual({ rest: "cascade not found", status: 400 })
    expect(withoutStatus(pasteForm("404 Not Found"))).toEqual({ rest: "", status: 404 })
  })

  it("finds a text pasted in any case, in quotes, with the status in front, or cut off mid-word", () => {
    for (const query of [
      "RequestId is not unique",
      "requestid is not unique",
      '"RequestId is not unique"',
      "400 RequestId is not unique",
      "HTTP 400: RequestId is not uni",
    ])
      expect([query, at(query)]).toEqual([query, 13])
    expect(at("Request doesn't contain content for all cascade stages")).toBe(14)
    expect(at("request doesnt contain content for all")).toBe(14)
    expect(at("401 Auth error")).toBe(11)
    expect(at("error-syst")).toBe(17)
    expect(at("error-system-blocked")).toBe(18)
    expect(at("not-template-match")).toBe(16)
    expect(at("delivered")).toBe(19)
  })

  it("finds the text among other words of a log line, for a text of three words or more", () => {
    expect(at("2026-11-28 10:15:02 ERROR send failed: RequestId is not unique (requestId=abc)")).toBe(13)
    expect(at("status=failed error=not-template-match")).toBe(16)
  })

  it("takes a status alone for its first entry, and a status that disagrees for none", () => {
    expect(at("400")).toBe(10)
    expect(at("HTTP 404 Not Found")).toBe(12)
    expect(at("404 RequestId is not unique")).toBe(null)
  })

  it("leaves an ordinary question alone: one word of a phrase, a short beginning, two words among others", () => {
    for (const query of [
      "cascade",
      "error",
      "request",
      "шаблон не найден",
      "template not found in the cascade",
      "why is the message not delivered",
      "error content",
    ])
      expect([query, at(query)]).toEqual([query, null])
  })
})
