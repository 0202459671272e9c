import { useEffect, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type PrintJob, printOrders } from './api.ts';
import { downloadPdf } from './pdf.ts';
import { Sheets } from './TicketSheet.tsx';
import './window.css';

// One print per job nonce in this page's life: a remount (or React's development double run) does not print twice.
const started = new Map<string, Promise<PrintJob>>();
/** A job the sale already printed (the counter's sale prints in the same call), for the print page to show. */
export function handOver(job: string, printed: PrintJob) {
  started.set(job, Promise.resolve(printed));
}
function startJob(job: string, orderIds: string[], templateId?: string) {
  let p = started.get(job);
  if (!p) {
    p = printOrders(orderIds, templateId);
    started.set(job, p);
  }
  return p;
}

/**
 * The print-only page (windowTicket/preview): the orders' tickets laid out by the template, sized for
 * the paper with CSS @page; Enter or P prints, D downloads the PDF, Esc goes back to the counter.
 * Opening it records the print (a second print of an order is a reprint).
 */
export default function PrintPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orders = params.get('orders') ?? '';
  const orderIds = orders.split(',').filter(Boolean);
  const templateId = params.get('template') ?? undefined;
  const jobId = params.get('job') ?? orderIds.join(',');
  const back = params.get('back') ?? '/windowTicket/index';
  const [job, setJob] = useState<PrintJob | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const ids = orders.split(',').filter(Boolean);
    if (ids.length) startJob(jobId, ids, templateId).then(setJob, (e: Error) => setFailed(e.message));
  }, [jobId, orders, templateId]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') navigate(back);
      else if (job && (e.key === 'Enter' || e.key.toLowerCase() === 'p')) window.print();
      else if (job && e.key.toLowerCase() === 'd') void downloadPdf(job);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [job, back, navigate]);

  const tickets = job?.prints.reduce((n, p) => n + p.tickets.length, 0) ?? 0;
  return (
    <div className="win-preview" data-testid="print-preview">
      <div className="win-preview-bar">
        <Button type="primary" disabled={!job} onClick={() => window.print()}>
          打印 (Enter)
        </Button>
        <Button disabled={!job} onClick={() => job && void downloadPdf(job)}>
          下载PDF (D)
        </Button>
        <Button onClick={() => navigate(back)}>返回 (Esc)</Button>
        {job && (
          <span role="status">
            {job.template.name} · {job.template.paper} · {tickets} 张票
            {job.prints.some((p) => p.reprint) ? ' · 含补打' : ''}
          </span>
        )}
      </div>
      {!orderIds.length && <Alert type="info" showIcon message="没有要打印的订单" />}
      {failed && <Alert type="error" showIcon message={failed} />}
      {!job && !failed && orderIds.length > 0 && <Spin />}
      {job && tickets === 0 && <Alert type="warning" showIcon message="这些订单没有可打印的门票(已退或已核销)" />}
      {job && <Sheets job={job} />}
    </div>
  );
}
