/**
 * The wrong keyboard layout: Russian typed with the English layout on (`cnfnec` for «статус») and the reverse
 * (`сфддифсл` for `callback`). Each key of the Russian ЙЦУКЕН layout against the same key of QWERTY, lower and
 * upper case; a chunk of a query is converted whole in the direction of its letters.
 */
const RU = 'йцукенгшщзхъфывапролджэячсмитьбю.ёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,Ё"'
const EN = "qwertyuiop[]asdfghjkl;'zxcvbnm,./`QWERTYUIOP{}ASDFGHJKL:\"ZXCVBNM<>?~@"

const TO_RU = new Map<string, string>()
const TO_EN = new Map<string, string>()
for (let i = 0; i < RU.length; i += 1) {
  TO_RU.set(EN[i], RU[i])
  TO_EN.set(RU[i], EN[i])
}

const LATIN = /[a-z]/i
const CYRILLIC = /[а-яё]/i

/**
 * The chunk as it would have been typed with the other layout on, or null when it has letters of both scripts,
 * none at all, or keys that do not convert.
 */
export function otherLayout(chunk: string): string | null {
  const latin = LATIN.test(chunk)
  const cyrillic = CYRILLIC.test(chunk)
  if (latin === cyrillic) return null
  const table = latin ? TO_RU : TO_EN
  let out = ""
  for (const char of chunk) {
    const converted = table.get(char)
    if (converted !== undefined) out += converted
    else if (/[\p{L}]/u.test(char)) return null
    else out += char
  }
  return out
}
