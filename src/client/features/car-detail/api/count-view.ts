/**
 * POST /api/cars/{id}/views: tells the server the car's page was opened. Sent once per
 * visit and never awaited (keepalive: it is delivered even when the visitor leaves at once); the
 * server counts each visitor once a day. A refusal (429, an unknown car) changes nothing here.
 */
export const countView = (carId: string) =>
  void fetch(`/api/cars/${encodeURIComponent(carId)}/views`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {})
