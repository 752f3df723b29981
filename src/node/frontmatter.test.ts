import { blogFrontmatterProblems, docFrontmatterProblems, frontmatterSyntaxProblems, sameForReaders, slugOfDate } from "./frontmatter"

const TAGS = ["release-notes", "история-изменений"]

describe("docs frontmatter", () => {
  const valid = { title: "Каналы", description: "Как подключить канал.", sidebar_position: 3 }

  it("accepts a complete page", () => {
    expect(docFrontmatterProblems({ ...valid, sidebar_label: "Каналы", unlisted: true, keywords: ["канал"] })).toEqual([])
  })

  it("names every missing or malformed field", () => {
    expect(docFrontmatterProblems({})).toEqual([
      'field "title" is required and must be a non-empty string',
      'field "description" is required and must be a non-empty string',
      'field "sidebar_position" is required and must be a number',
    ])
    expect(docFrontmatterProblems({ ...valid, sidebar_position: "3" })).toEqual(['field "sidebar_position" is required and must be a number'])
    expect(docFrontmatterProblems({ ...valid, unlisted: "yes" })).toEqual(['field "unlisted" must be true or false'])
    expect(docFrontmatterProblems({ ...valid, keywords: "канал" })).toEqual(['field "keywords" must be a list of non-empty strings'])
    expect(docFrontmatterProblems({ ...valid, questions: ["", "как подключить канал"] })).toEqual(['field "questions" must be a list of non-empty strings'])
    expect(docFrontmatterProblems({ ...valid, questions_en: ["how do I connect Viber", "как подключить канал"] })).toEqual([
      'field "questions_en" is for questions in English; "как подключить канал" has Cyrillic letters (put it in "questions")',
    ])
    expect(docFrontmatterProblems({ ...valid, questions_en: "how do I connect Viber" })).toEqual(['field "questions_en" must be a list of non-empty strings'])
    expect(docFrontmatterProblems({ ...valid, detail_questions: ["сколько ждать второй мессенджер"] })).toEqual([])
    expect(docFrontmatterProblems({ ...valid, detail_questions: ["сколько ждать", ""] })).toEqual([
      'field "detail_questions" must be a list of non-empty strings',
    ])
    expect(docFrontmatterProblems({ ...valid, title: "   " })[0]).toMatch(/title/)
  })

  it("takes an ISO date in last_updated and refuses anything else", () => {
    expect(docFrontmatterProblems({ ...valid, last_updated: "2026-10-01" })).toEqual([])
    expect(docFrontmatterProblems({ ...valid, last_updated: "1 октября" })).toEqual(['field "last_updated" must be an ISO date (YYYY-MM-DD)'])
    expect(docFrontmatterProblems({ ...valid, last_updated: "2026-02-30" })).toEqual(['field "last_updated" must be an ISO date (YYYY-MM-DD)'])
  })

  it("rejects unknown fields so typos do not pass silently", () => {
    expect(docFrontmatterProblems({ ...valid, sidebar_postion: 2 })).toEqual([
      'unknown field "sidebar_postion" (allowed: title, description, sidebar_position, sidebar_label, unlisted, keywords, questions, questions_en, detail_questions, last_updated)',
    ])
  })
})

describe("blog frontmatter", () => {
  const valid = { title: "Что нового", date: "2025-01-16", slug: "16-01-25", tags: ["release-notes"], description: "Выпуск." }

  it("accepts a post whose slug agrees with its date", () => {
    expect(blogFrontmatterProblems(valid, TAGS)).toEqual([])
    expect(blogFrontmatterProblems({ ...valid, date: new Date("2025-01-16T00:00:00Z") }, TAGS)).toEqual([])
  })

  it("rejects a slug that disagrees with the date", () => {
    expect(blogFrontmatterProblems({ ...valid, slug: "17-01-25" }, TAGS)).toEqual([
      'field "slug" (17-01-25) does not agree with field "date" (2025-01-16, slug 16-01-25)',
    ])
  })

  it("rejects impossible dates, unknown tags and missing fields", () => {
    expect(blogFrontmatterProblems({ ...valid, date: "2025-02-30" }, TAGS)[0]).toMatch(/"date"/)
    expect(blogFrontmatterProblems({ ...valid, tags: ["news"] }, TAGS)).toEqual([
      'field "tags" has unknown tag "news" (allowed: release-notes, история-изменений)',
    ])
    expect(blogFrontmatterProblems({ ...valid, tags: [] }, TAGS)[0]).toMatch(/"tags"/)
    expect(blogFrontmatterProblems({}, TAGS).length).toBeGreaterThanOrEqual(4)
  })

  it("computes the slug of a date", () => {
    expect(slugOfDate("2025-10-09")).toBe("09-10-25")
  })
})

describe("frontmatterSyntaxProblems", () => {
  it("gives the file's line of frontmatter that is not YAML", () => {
    const text = "---\ntitle: Страница\ndescription: [без скобки\nsidebar_position: 2\n---\n\nТекст.\n"
    const problems = frontmatterSyntaxProblems(text)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems[0].message).toMatch(/^frontmatter is not valid YAML: /)
    expect(problems[0].line).toBeGreaterThanOrEqual(3)
    expect(frontmatterSyntaxProblems("---\ntitle: Страница\n---\nТекст.\n")).toEqual([])
    expect(frontmatterSyntaxProblems("Без frontmatter.\n")).toEqual([])
  })
})

describe("sameForReaders", () => {
  const page = (questions: string, title = "Страница", body = "Текст.\n") =>
    `---\ntitle: ${title}\nquestions:\n  - ${questions}\nquestions_en: [${questions}]\n---\n\n${body}`
  it("holds when only the search-only fields change, not when anything readers see does", () => {
    expect(sameForReaders(page("как начать"), page("с чего начать"))).toBe(true)
    expect(sameForReaders(page("как начать"), page("как начать", "Другая страница"))).toBe(false)
    expect(sameForReaders(page("как начать"), page("с чего начать", "Страница", "Другой текст.\n"))).toBe(false)
  })

  it("compares a file without frontmatter whole, and keeps a field that only begins like a search-only one", () => {
    expect(sameForReaders("Без frontmatter.\n", "Без frontmatter.\n")).toBe(true)
    expect(sameForReaders("Без frontmatter.\n", "Без frontmatter!\n")).toBe(false)
    expect(sameForReaders("---\nquestions_other: а\n---\nТекст.\n", "---\nquestions_other: б\n---\nТекст.\n")).toBe(false)
    expect(sameForReaders("---\nquestions:\n- а\n- б\ntitle: Т\n---\nТекст.\n", "---\nquestions: [в]\ntitle: Т\n---\nТекст.\n")).toBe(true)
    expect(sameForReaders("---\nquestions:\n- а\ntitle: Т\n---\nТекст.\n", "---\nquestions:\n- а\ntitle: Т2\n---\nТекст.\n")).toBe(false)
    // Added as the last field, or taken out of the middle.
    expect(sameForReaders("---\ntitle: Т\n---\nТекст.\n", "---\ntitle: Т\nquestions:\n  - а\n---\nТекст.\n")).toBe(true)
    expect(sameForReaders("---\ntitle: Т\ndetail_questions:\n  - а\n---\nТекст.\n", "---\ntitle: Т\ndetail_questions:\n  - а\n  - б\n---\nТекст.\n")).toBe(true)
    expect(sameForReaders("---\ntitle: Т\nquestions_en: [a]\nsidebar_position: 2\n---\nТекст.\n", "---\ntitle: Т\nsidebar_position: 2\n---\nТекст.\n")).toBe(
      true,
    )
  })
})
