// A host page's side of the Outbox Lab embedding protocol, version 1 (see the README, "Embedding").
// Where the lab is served from: here the same site; on a course platform, the lab's own origin.
const LAB_ORIGIN = new URL('./', location.href).origin;
const frame = document.getElementById('lab');
const list = document.getElementById('messages');

/** A message the lab sends: from its origin, from its frame, and of the documented shape. Anything else is ignored. */
function isLabMessage(event) {
  const data = event.data;
  return (
    event.origin === LAB_ORIGIN &&
    event.source === frame.contentWindow &&
    typeof data === 'object' &&
    data !== null &&
    data.source === 'outbox-lab' &&
    data.version === 1 &&
    ['ready', 'progress', 'quiz'].includes(data.type)
  );
}

window.addEventListener('message', (event) => {
  if (!isLabMessage(event)) return;
  const item = document.createElement('li');
  // textContent, never HTML: a message is data.
  item.textContent = `${event.data.type}: ${JSON.stringify(event.data)}`;
  item.dataset.type = event.data.type;
  list.append(item);
});

// Ask the lab to say where it is and what progress it holds (it also says so by itself when it starts).
frame.addEventListener('load', () => {
  frame.contentWindow.postMessage({ source: 'outbox-lab-host', version: 1, type: 'hello' }, LAB_ORIGIN);
});
