import React from "react"
import { t } from "../../config/strings"
import type { FieldRow, Json, RenderedOperation } from "../../lib/openapi"
import { CodeBlock } from "../CodeBlock/CodeBlock"
import { TableScroll } from "../TableScroll/TableScroll"
import { TabItem, Tabs } from "../Tabs/Tabs"
import { useApiOperation } from "./ApiContext"
import * as styles from "./ApiOperation.module.css"

const SAMPLE_TABS = [
  { key: "curl", label: "curl", language: "bash" },
  { key: "javascript", label: "JavaScript", language: "javascript" },
  { key: "python", label: "Python", language: "python" },
  { key: "php", label: "PHP", language: "php" },
] as const

/** The tab group of request samples: the reader's language carries across pages and visits. */
const SAMPLE_GROUP = "code"

/** A nested field shows its own name under its parent row; the parent path is there for screen readers
 * and in the tooltip, so long paths such as `content.whatsappContent.keyboard.rows[].buttons[].text` do
 * not stretch the column. Required fields say so under the name. */
function FieldName({ row }: { row: FieldRow }): JSX.Element {
  const dot = row.name.lastIndexOf(".")
  const parent = dot < 0 ? "" : row.name.slice(0, dot + 1)
  return (
    <div className={row.depth > 0 ? styles.nested : undefined} style={{ paddingLeft: `${row.depth * 0.9}rem` }} title={row.name}>
      <span className={styles.fieldName}>
        {parent && <span className="visually-hidden">{parent}</span>}
        <code>{row.name.slice(dot + 1)}</code>
      </span>
      {row.required && <span className={styles.required}>обязательное</span>}
    </div>
  )
}

function FieldTable({ rows, caption }: { rows: FieldRow[]; caption: string }): JSX.Element {
  return (
    <TableScroll className={`${styles.table} ${styles.fields}`} label={caption}>
      <caption className={styles.caption}>{caption}</caption>
      <colgroup>
        <col className={styles.colName} />
        <col className={styles.colType} />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">Поле</th>
          <th scope="col">Тип</th>
          <th scope="col">Описание и ограничения</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <FieldName row={row} />
            </td>
            <td>{row.type}</td>
            <td>
              {row.description}
              {row.limits && <span className={styles.limits}>{row.limits}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </TableScroll>
  )
}

const json = (value: Json): string => JSON.stringify(value, null, 2)

const METHOD_CLASS: Record<string, string> = {
  GET: styles.methodGet,
  POST: styles.methodPost,
  PUT: styles.methodPut,
  PATCH: styles.methodPatch,
  DELETE: styles.methodDelete,
}

function Samples({ op }: { op: RenderedOperation }): JSX.Element | null {
  if (!op.samples) return null
  const samples = op.samples
  return (
    <Tabs groupId={SAMPLE_GROUP} label={t("api.sampleLanguage")}>
      {SAMPLE_TABS.map((tab) => (
        <TabItem key={tab.key} value={tab.key} label={tab.label}>
          <CodeBlock code={samples[tab.key]} html={op.html.samples?.[tab.key]} language={tab.language} title={tab.label} />
        </TabItem>
      ))}
    </Tabs>
  )
}

function Responses({ op }: { op: RenderedOperation }): JSX.Element {
  const success = op.responses.filter((response) => response.status.startsWith("2"))
  const errors = op.responses.filter((response) => !response.status.startsWith("2"))
  return (
    <>
      {success.map((response) => (
        <div key={response.status}>
          <p className={styles.label}>
            Ответ <code>{response.status}</code>: {response.description}
          </p>
          {response.fields.length > 0 && <FieldTable rows={response.fields} caption={`Поля ответа ${response.status}`} />}
          {response.example !== undefined && (
            <CodeBlock code={json(response.example)} html={op.html.responses[response.status]} language="json" title={`Пример ответа ${response.status}`} />
          )}
        </div>
      ))}
      {errors.length > 0 && (
        <TableScroll className={styles.table} label="Ошибки">
          <caption className={styles.caption}>Ошибки</caption>
          <thead>
            <tr>
              <th scope="col">Код</th>
              <th scope="col">Когда возвращается</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((response) => (
              <tr key={response.status}>
                <td>
                  <code>{response.status}</code>
                </td>
                <td>{response.description}</td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      )}
    </>
  )
}

function Missing({ id }: { id: string }): never {
  throw new Error(`The OpenAPI document has no operation or webhook "${id}"`)
}

/** One HTTP API operation rendered from openapi.yaml: URL, headers, fields, examples, samples, errors. */
export function ApiOperation({ id }: { id: string }): JSX.Element {
  const op = useApiOperation(id)
  if (!op) return <Missing id={id} />
  const hasBody = op.requestFields.length > 0 || op.requestExample !== undefined
  return (
    <section className={styles.operation} aria-label={`${op.method} ${op.path}`} data-operation={op.id}>
      <p className={styles.endpoint}>
        <span className={`${styles.method} ${METHOD_CLASS[op.method] ?? ""}`}>{op.method}</span>
        <code className={styles.url}>{op.url}</code>
      </p>
      <TableScroll className={styles.table} label="Заголовки">
        <caption className={styles.caption}>Заголовки</caption>
        <thead>
          <tr>
            <th scope="col">Заголовок</th>
            <th scope="col">Значение</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>X-API-KEY</code>
            </td>
            <td>Ваш API-ключ, обязательный</td>
          </tr>
          {hasBody && (
            <tr>
              <td>
                <code>Content-Type</code>
              </td>
              <td>
                <code>application/json</code>
              </td>
            </tr>
          )}
        </tbody>
      </TableScroll>
      {op.parameters.length > 0 && (
        <FieldTable
          caption="Параметры запроса"
          rows={op.parameters.map((p) => ({ name: p.name, type: `${p.type}, ${p.in}`, required: p.required, description: p.description, limits: p.limits, depth: 0 }))}
        />
      )}
      {op.requestFields.length > 0 && <FieldTable rows={op.requestFields} caption="Поля тела запроса" />}
      {op.requestExample !== undefined && <CodeBlock code={json(op.requestExample)} html={op.html.request ?? undefined} language="json" title="Пример тела запроса" />}
      <Samples op={op} />
      <Responses op={op} />
    </section>
  )
}

/** A webhook the platform sends, rendered from openapi.yaml: body fields, example and expected reply. */
export function ApiWebhook({ id }: { id: string }): JSX.Element {
  const op = useApiOperation(id)
  if (!op) return <Missing id={id} />
  return (
    <section className={styles.operation} aria-label={`Вебхук ${op.id}`} data-webhook={op.id}>
      <p className={styles.endpoint}>
        <span className={`${styles.method} ${styles.methodPost}`}>{op.method}</span>
        <span className={styles.url}>на URL, указанный в настройках вебхуков</span>
      </p>
      {op.requestFields.length > 0 && <FieldTable rows={op.requestFields} caption="Поля тела вебхука" />}
      {op.requestExample !== undefined && <CodeBlock code={json(op.requestExample)} html={op.html.request ?? undefined} language="json" title="Пример тела вебхука" />}
      <Responses op={op} />
    </section>
  )
}
