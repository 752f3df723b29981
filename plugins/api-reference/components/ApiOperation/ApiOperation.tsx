import React, { useEffect, useState } from "react"
import { t } from "../../../../src/config/strings"
import type { FieldRow, Json, RenderedOperation } from "../../lib/openapi"
import { SAMPLE_TABS } from "../../lib/api-samples"
import { CodeBlock } from "../../../../src/components/CodeBlock/CodeBlock"
import { TableScroll } from "../../../../src/components/TableScroll/TableScroll"
import { TabItem, Tabs } from "../../../../src/components/Tabs/Tabs"
import { useApiErrors, useApiOperation } from "./ApiContext"
import type { ErrorLink } from "../../lib/errors"
import * as styles from "./ApiOperation.module.css"

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
      {row.required && <span className={styles.required}>{t("api.required")}</span>}
    </div>
  )
}

interface Column {
  head: string
  className?: string
}

/** A table of an operation (headers, parameters, fields, errors): a caption, a head per column, a row of
 * cells per entry; the columns' classes, where given, fix their widths. */
function OperationTable({
  caption,
  columns,
  rows,
  className,
}: {
  caption: string
  columns: Column[]
  rows: Array<{ key: string; id?: string; className?: string; cells: React.ReactNode[] }>
  className?: string
}): JSX.Element {
  return (
    <TableScroll className={className ? `${styles.table} ${className}` : styles.table} label={caption}>
      <caption className={styles.caption}>{caption}</caption>
      {columns.some((column) => column.className) && (
        <colgroup>
          {columns.map((column) => (
            <col key={column.head} className={column.className} />
          ))}
        </colgroup>
      )}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.head} scope="col">
              {column.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} id={row.id} className={row.className}>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableScroll>
  )
}

function FieldTable({ rows, caption }: { rows: FieldRow[]; caption: string }): JSX.Element {
  return (
    <OperationTable
      caption={caption}
      className={styles.fields}
      columns={[{ head: t("api.field"), className: styles.colName }, { head: t("api.type"), className: styles.colType }, { head: t("api.fieldDescription") }]}
      rows={rows.map((row) => ({
        key: row.name,
        cells: [
          <FieldName row={row} />,
          row.type,
          <>
            {row.description}
            {row.limits && <span className={styles.limits}>{row.limits}</span>}
          </>,
        ],
      }))}
    />
  )
}

const json = (value: Json): string => JSON.stringify(value, null, 2)

/** A description of the errors register: its `code` spans as code. */
function Prose({ text }: { text: string }): JSX.Element {
  return <>{text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>
}

/** The entries of the errors register a response or webhook can carry, each linked to its anchor on the errors page. */
function ErrorLinks({ links }: { links: readonly ErrorLink[] }): JSX.Element {
  return (
    <ul className={styles.errorLinks} aria-label={t("api.errorsOfResponse")}>
      {links.map((link) => (
        <li key={link.id}>
          <a href={link.href}>
            <code>{link.label}</code>
          </a>
        </li>
      ))}
    </ul>
  )
}

const METHOD_CLASS: Record<string, string> = {
  GET: styles.methodGet,
  POST: styles.methodPost,
  PUT: styles.methodPut,
  PATCH: styles.methodPatch,
  DELETE: styles.methodDelete,
}

function Samples({ op, label = t("api.sampleLanguage") }: { op: RenderedOperation; label?: string }): JSX.Element | null {
  if (!op.samples) return null
  const samples = op.samples
  return (
    <Tabs groupId={SAMPLE_GROUP} label={label}>
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
            {t("api.response")} <code>{response.status}</code>: {response.description}
          </p>
          {response.fields.length > 0 && <FieldTable rows={response.fields} caption={t("api.responseFields", { status: response.status })} />}
          {response.example !== undefined && (
            <CodeBlock
              code={json(response.example)}
              html={op.html.responses[response.status]}
              language="json"
              title={t("api.responseExample", { status: response.status })}
            />
          )}
        </div>
      ))}
      {errors.length > 0 && (
        <OperationTable
          caption={t("api.errors")}
          columns={[{ head: t("api.errorCode") }, { head: t("api.errorWhen") }]}
          rows={errors.map((response) => ({
            key: response.status,
            cells: [
              <code>{response.status}</code>,
              <>
                {response.description}
                {response.errors.length > 0 && <ErrorLinks links={response.errors} />}
              </>,
            ],
          }))}
        />
      )}
      {op.errors.length > 0 && (
        <OperationTable
          caption={t("api.errorsOfWebhook")}
          columns={[{ head: t("api.errorText") }, { head: t("api.errorMeaning") }]}
          rows={op.errors.map((link) => ({
            key: link.id,
            cells: [
              <a href={link.href}>
                <code>{link.label}</code>
              </a>,
              <Prose text={link.description} />,
            ],
          }))}
        />
      )}
    </>
  )
}

/** A group of the errors register (`x-errors` of openapi.yaml): each entry a row at its own anchor, with what it means and what to do. */
export function ApiErrors({ group }: { group: string }): JSX.Element {
  const found = useApiErrors(group)
  // The entry the address names is marked: `:target` does, on a page loaded at it; after a client navigation
  // (the search box's), which sets the address without the browser's own jump, the row's class does.
  const [current, setCurrent] = useState("")
  useEffect(() => {
    const read = () => setCurrent(decodeURIComponent(window.location.hash.slice(1)))
    read()
    window.addEventListener("hashchange", read)
    window.addEventListener("popstate", read)
    return () => {
      window.removeEventListener("hashchange", read)
      window.removeEventListener("popstate", read)
    }
  }, [])
  if (!found) throw new Error(`The OpenAPI document has no group "${group}" in x-errors`)
  return (
    <OperationTable
      caption={found.title}
      className={styles.errors}
      columns={[{ head: t("api.errorText"), className: styles.colError }, { head: t("api.errorMeaning") }, { head: t("api.errorAction") }]}
      rows={found.errors.map((error) => ({
        key: error.id,
        id: error.id,
        className: error.id === current ? styles.current : undefined,
        cells: [
          <code>{[error.status, error.text].filter((part) => part !== undefined).join(" ")}</code>,
          <Prose text={error.description} />,
          <Prose text={error.action} />,
        ],
      }))}
    />
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
      <OperationTable
        caption={t("api.headers")}
        columns={[{ head: t("api.header") }, { head: t("api.value") }]}
        rows={[
          { key: "X-API-KEY", cells: [<code>X-API-KEY</code>, t("api.apiKey")] },
          ...(hasBody ? [{ key: "Content-Type", cells: [<code>Content-Type</code>, <code>application/json</code>] }] : []),
        ]}
      />
      {op.parameters.length > 0 && (
        <FieldTable
          caption={t("api.parameters")}
          rows={op.parameters.map((p) => ({
            name: p.name,
            type: `${p.type}, ${p.in}`,
            required: p.required,
            description: p.description,
            limits: p.limits,
            depth: 0,
          }))}
        />
      )}
      {op.requestFields.length > 0 && <FieldTable rows={op.requestFields} caption={t("api.requestFields")} />}
      {op.requestExample !== undefined && (
        <CodeBlock code={json(op.requestExample)} html={op.html.request ?? undefined} language="json" title={t("api.requestExample")} />
      )}
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
    <section className={styles.operation} aria-label={t("api.webhook", { id: op.id })} data-webhook={op.id}>
      <p className={styles.endpoint}>
        <span className={`${styles.method} ${styles.methodPost}`}>{op.method}</span>
        <span className={styles.url}>{t("api.webhookUrl")}</span>
      </p>
      {op.requestFields.length > 0 && <FieldTable rows={op.requestFields} caption={t("api.webhookFields")} />}
      {op.requestExample !== undefined && (
        <CodeBlock code={json(op.requestExample)} html={op.html.request ?? undefined} language="json" title={t("api.webhookExample")} />
      )}
      {op.samples && <p className={styles.label}>{t("api.receiver")}</p>}
      <Samples op={op} label={t("api.receiverLanguage")} />
      <Responses op={op} />
    </section>
  )
}
