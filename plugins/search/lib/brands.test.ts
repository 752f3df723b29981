import { brandOf, brandsOf, latinSound, soundKey, withNamesJoined, withPlainWords } from "./brands"

const brands = ["WhatsApp", "Viber", "edna", "Pulse", "Meta", "Facebook", "Instagram", "Jivo"].map((name) => brandOf(name, name.toLowerCase()))

describe("product and platform names as readers spell them", () => {
  it("match by sound, whatever the script or spelling", () => {
    const spellings: Record<string, string[]> = {
      // «уотсап»: an English w as у before a vowel; «ватцап»: a doubled letter before ts.
      whatsapp: ["ватсап", "вацап", "вотсапп", "whatsap", "whatsапп", "вотсап", "уотсап", "ватцап"],
      viber: ["вайбер", "вибер", "вибере"],
      edna: ["эдна", "эдн"],
      facebook: ["фейсбук", "фэйсбук"],
      jivo: ["дживо", "живо"],
      pulse: ["пульс"],
    }
    for (const [brand, words] of Object.entries(spellings)) for (const word of words) expect([word, brandsOf(word, brands)]).toEqual([word, [brand]])
  })

  it("match a name's initials («ВА», «WA») and a long enough beginning («инста»)", () => {
    expect(brandsOf("ва", brands)).toEqual(["whatsapp"])
    expect(brandsOf("WA", brands)).toEqual(["whatsapp"])
    expect(brandsOf("инста", brands)).toEqual(["instagram"])
  })

  it("leave other words alone, and a short key must sound the same («мета» is Meta, «мат» is not)", () => {
    for (const word of ["канал", "шаблон", "вебхук", "мат", "ватс", "вайбе", "", "2026"]) expect([word, brandsOf(word, brands)]).toEqual([word, []])
    expect(brandsOf("мета", brands)).toEqual(["meta"])
  })

  it("leave alone the pages' own Cyrillic words that sound like a name («выбор» like Viber, «плюс» like Pulse)", () => {
    expect(brandsOf("выбор", brands)).toEqual(["viber"])
    const read = withPlainWords(brands, ["выбор", "выбра", "плюс", "канал", "plus", "viber"])
    expect(read.filter((brand) => brand.plain).map((brand) => [brand.term, brand.plain])).toEqual([
      ["viber", ["выбор", "выбра"]],
      ["pulse", ["плюс"]],
    ])
    expect(brandsOf("выбор", read)).toEqual([])
    expect(brandsOf("вибер", read)).toEqual(["viber"])
    // Latin words are left alone: the pages write the names in Latin letters.
    expect(brandsOf("plus", read)).toEqual(["pulse"])
  })

  it("make one sound of the spellings of one sound", () => {
    expect([latinSound("вацап"), latinSound("whatsapp"), soundKey("вотсапп")]).toEqual(["vasap", "vasap", "vsp"])
    expect(brandOf("WhatsApp", "whatsapp")).toEqual({ term: "whatsapp", key: "vsp", sound: "vasap", initials: "va" })
    expect(brandOf("Viber", "viber")).not.toHaveProperty("initials")
  })

  it("read a name typed in two words as one, when only the two together are a name", () => {
    expect(withNamesJoined("ватс ап шаблон", brands)).toBe("ватсап шаблон")
    expect(withNamesJoined("template for whats app", brands)).toBe("template for whatsapp")
    // Each word alone a name, or a stop word in the pair: left as typed.
    expect(withNamesJoined("эдна пульс", brands)).toBe("эдна пульс")
    expect(withNamesJoined("по лс", brands)).toBe("по лс")
    expect(withNamesJoined("шаблон канала", brands)).toBe("шаблон канала")
    expect(withNamesJoined("ватс ап", [])).toBe("ватс ап")
  })
})
