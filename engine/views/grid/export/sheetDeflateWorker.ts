// The export's second worker: deflates the sheet the first one writes (sheetDeflate.ts). The page hands it one end of
// a channel whose other end the writing worker holds.
import { serveSheetDeflate } from './sheetDeflate';

self.onmessage = (event: MessageEvent<{ port: MessagePort }>) => {
  serveSheetDeflate(event.data.port);
};
