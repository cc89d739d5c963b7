import { RequestError } from '../../components/request-error'
import { useId, useState, type DragEvent } from 'react'
import type { ImportReport as Report } from '#shared/dealer-import'
import { toast } from '../../lib/toast'
import { MAX_STOCK_FILE_BYTES, STOCK_FILE_TYPES, useImportStock } from './api/import-stock'
import { ImportPhotoProgress } from './import-photo-progress'
import { ImportReport } from './import-report'

const readable = (file: File) => /\.(csv|xml|txt)$/i.test(file.name) || /csv|xml/.test(file.type)

/**
 * A dealer's stock file, checked before it is applied: choose or drop a CSV or XML file, see
 * what it would do (a dry run: nothing changes), then apply it. Then how its photos come along.
 */
export function ImportSection({ dealerId }: { dealerId: string }) {
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [checked, setChecked] = useState<{ file: File; report: Report } | null>(null)
  const [applied, setApplied] = useState<Report | null>(null)
  const [dragging, setDragging] = useState(false)
  const run = useImportStock()

  function choose(next: File | undefined) {
    setChecked(null)
    setApplied(null)
    run.reset()
    if (!next) return setFile(null)
    if (!readable(next)) return setProblem('Choose a CSV (.csv) or XML (.xml) file')
    if (next.size > MAX_STOCK_FILE_BYTES) return setProblem('This file is larger than 20 MB')
    setProblem(null)
    setFile(next)
  }
  function drop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    choose(event.dataTransfer.files[0])
  }
  function check() {
    if (!file) return
    run.mutate(
      { dealerId, file, dryRun: true },
      { onSuccess: (report) => setChecked({ file, report }) },
    )
  }
  function apply() {
    if (!checked) return
    run.mutate(
      { dealerId, file: checked.file, dryRun: false },
      {
        onSuccess: (report) => {
          setApplied(report)
          setChecked(null)
          toast.success('Your stock is imported')
        },
      },
    )
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-8">
      <h2 id={`${inputId}-title`} className="text-2xl font-bold">
        Import a stock file
      </h2>
      <p className="mt-1 max-w-2xl text-base-content/80">
        A CSV or XML file of every car you have for sale. Cars missing from the file are taken off
        sale (not deleted) until a later file lists them again.
      </p>
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`mt-4 flex cursor-pointer flex-col items-center gap-2 rounded-box border-2 border-dashed px-4 py-8 text-center ${
          dragging ? 'border-primary bg-primary/5' : 'border-base-300'
        }`}
      >
        <span className="font-semibold">
          {file ? file.name : 'Drop your file here, or choose one'}
        </span>
        <span className="text-sm text-base-content/70">CSV or XML, up to 20 MB</span>
        <input
          id={inputId}
          type="file"
          accept={STOCK_FILE_TYPES}
          className="file-input file-input-sm mt-2 w-full max-w-xs"
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </label>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-error">
          {problem}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!file || run.isPending}
          onClick={check}
        >
          {run.isPending && run.variables?.dryRun ? 'Checking…' : 'Check the file'}
        </button>
        <button
          type="button"
          className="btn btn-success"
          disabled={!checked || checked.file !== file || run.isPending}
          onClick={apply}
        >
          {run.isPending && run.variables?.dryRun === false ? 'Importing…' : 'Apply'}
        </button>
      </div>
      <RequestError error={run.error} />
      {checked && (
        <ImportReport
          report={checked.report}
          title="What this file would do (nothing has changed yet)"
        />
      )}
      {applied && <ImportReport report={applied} title="What the import did" />}
      {applied && <ImportPhotoProgress dealerId={dealerId} />}
    </section>
  )
}
