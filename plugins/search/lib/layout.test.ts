import { otherLayout } from "./layout"

describe("the other keyboard layout", () => {
  it("reads Russian typed with the English layout on, punctuation keys included", () => {
    expect(otherLayout("cnfnec")).toBe("статус")
    expect(otherLayout("rjls jib,jr")).toBe("коды ошибок")
    expect(otherLayout("x`hysq")).toBe("чёрный")
  })

  it("reads English and identifiers typed with the Russian layout on", () => {
    expect(otherLayout("сфддифсл")).toBe("callback")
    expect(otherLayout("куйгуыеШв")).toBe("requestId")
    expect(otherLayout("сфысфву.ысрувгду")).toBe("cascade/schedule")
    expect(otherLayout("Ч-ФЗШ-ЛУН")).toBe("X-API-KEY")
  })

  it("leaves mixed scripts, digits only and other alphabets alone", () => {
    expect(otherLayout("whatsapp шаблон")).toBeNull()
    expect(otherLayout("400")).toBeNull()
    expect(otherLayout("straße")).toBeNull()
  })
})
