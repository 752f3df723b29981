/** Small Prism grammars for the languages prism-react-renderer does not bundle: bash, http, php. */
import { Prism } from "prism-react-renderer"

type Grammar = Parameters<typeof Prism.languages.extend>[1]

const bash: Grammar = {
  comment: { pattern: /(^|[^"{\\$])#.*/, lookbehind: true },
  string: { pattern: /(["'])(?:\\[\s\S]|(?!\1)[^\\])*\1/, greedy: true },
  variable: /\$(?:\w+|\{[^}]+\})/,
  function: { pattern: /(^|[\s;|&])(?:curl|echo|export|cd|ls|cat|grep|jq|wget|npm|node|python3?|php)(?=\s|$)/, lookbehind: true },
  parameter: { pattern: /(^|\s)--?[\w-]+/, lookbehind: true, alias: "attr-name" },
  operator: /\\$|&&|\|\|?|[<>]/,
  punctuation: /[[\]{}();]/,
}

const http: Grammar = {
  "request-line": {
    pattern: /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s\S+(?:\sHTTP\/[\d.]+)?$/m,
    inside: { keyword: /^[A-Z]+/, url: /\s\S+/ },
  },
  "status-line": { pattern: /^HTTP\/[\d.]+\s\d{3}.*$/m, inside: { number: /\d{3}/ } },
  "header-name": { pattern: /^[\w-]+(?=:)/m, alias: "keyword" },
  string: { pattern: /(:\s).+$/m, lookbehind: true },
}

const php: Grammar = Prism.languages.extend("clike", {
  keyword:
    /\b(?:array|as|break|case|catch|class|const|continue|default|do|echo|else|elseif|foreach|for|function|if|isset|new|null|print|require_once|require|return|static|switch|throw|true|false|try|use|while)\b/i,
  variable: /\$+\w+/,
  string: { pattern: /(["'])(?:\\[\s\S]|(?!\1)[^\\])*\1/, greedy: true },
  operator: /=>|->|::|[-+*/%=!<>&|^~?.]+/,
})

let registered = false

/** Registers the extra grammars once. */
export function registerLanguages(): void {
  if (registered) return
  Prism.languages.bash = bash
  Prism.languages.shell = bash
  Prism.languages.sh = bash
  Prism.languages.http = http
  Prism.languages.php = php
  registered = true
}
