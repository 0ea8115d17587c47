// The dealer map (Sales/dealermap): Norstar dealers, potential dealers and other manufacturers' dealers over offline
// outlines of the U.S., Canada and Mexico (bundled SVG paths, no tile server). Layers toggle, the plant filter keeps
// one plant's network, the wheel and buttons zoom, dragging pans, and clicking a prospect or competitor shows its
// card with a link to its edit form.
import { useMemo, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconMinus, IconPencil, IconPlus, IconZoomReset } from '@tabler/icons-react';
import {
  ErrorState,
  isDataOf,
  LoadingState,
  useBindingContext,
  useScreenData,
  useT,
  type CustomComponentProps,
  type MessageKey,
} from '../../engine/kit';
import { MAP_HEIGHT, MAP_WIDTH, project } from './dealermap/albers';
// The projected outlines are generated once (npm run generate), not projected in the browser.
// eslint-disable-next-line no-restricted-imports
import { NORTH_AMERICA_OUTLINES } from '../../generated/northAmericaOutlines';
import {
  ADD_MANUFACTURER_DEALER_ROUTE,
  KIND_STYLE,
  editRoute,
  pointRadius,
  type MapPoint,
  type PointKind,
} from './dealermap/mapPoints';

const NO_FILTERS = {};
const NO_POINTS: MapPoint[] = [];
const FULL = { x: 0, y: 0, w: MAP_WIDTH, h: MAP_HEIGHT };
const KINDS: PointKind[] = ['dealer', 'potential', 'manufacturer'];
/** Each kind's legend label and the caption of its detail line, as catalogue keys. */
const KIND_TEXT: Record<PointKind, { label: MessageKey; detail: MessageKey }> = {
  dealer: { label: 'dealerMap.kind.dealer', detail: 'dealerMap.detail.salesperson' },
  potential: { label: 'dealerMap.kind.potential', detail: 'dealerMap.detail.salesperson' },
  manufacturer: { label: 'dealerMap.kind.manufacturer', detail: 'dealerMap.detail.manufacturer' },
};

export default function DealerMap({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const ctx = useBindingContext(NO_FILTERS, routeParams);
  const data = useScreenData(definition.dataSource, ctx);
  const [shown, setShown] = useState<PointKind[]>(KINDS);
  const [plant, setPlant] = useState('all');
  const [view, setView] = useState(FULL);
  const [selected, setSelected] = useState<MapPoint | null>(null);
  const drag = useRef<{ x: number; y: number; view: typeof FULL; moved: boolean } | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  // Whether the last press was a drag, so releasing a pan over a point does not select it.
  const dragged = useRef(false);

  const rows = isDataOf(data, 'listSalesDealerMapPoints') ? data.rows : NO_POINTS;
  const points = useMemo(
    () =>
      rows
        .filter((p) => shown.includes(p.Kind) && (plant === 'all' || String(p.Plant) === plant))
        // Dealers last so they draw on top of prospects and competitors in the same town.
        .sort((a, b) => KINDS.indexOf(b.Kind) - KINDS.indexOf(a.Kind))
        .map((p) => ({ point: p, xy: project(p.Latitude, p.Longitude) })),
    [rows, shown, plant],
  );
  const counts = useMemo(() => {
    const c: Record<PointKind, number> = { dealer: 0, potential: 0, manufacturer: 0 };
    for (const { point } of points) c[point.Kind]++;
    return c;
  }, [points]);

  if (data.error) return <ErrorState error={data.error} />;
  if (data.isLoading) return <LoadingState />;

  const zoom = (factor: number, cx = view.x + view.w / 2, cy = view.y + view.h / 2) => {
    const w = Math.min(FULL.w, Math.max(60, view.w * factor));
    const h = (w / FULL.w) * FULL.h;
    setView({ x: cx - ((cx - view.x) * w) / view.w, y: cy - ((cy - view.y) * h) / view.h, w, h });
  };
  // Converts a pointer position to map units of the current view.
  const toMap = (clientX: number, clientY: number) => {
    const box = svgRef.current!.getBoundingClientRect();
    return {
      x: view.x + ((clientX - box.left) / box.width) * view.w,
      y: view.y + ((clientY - box.top) / box.height) * view.h,
    };
  };
  const onWheel = (e: WheelEvent<SVGSVGElement>) => {
    const at = toMap(e.clientX, e.clientY);
    zoom(e.deltaY > 0 ? 1.25 : 0.8, at.x, at.y);
  };
  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: e.clientX, y: e.clientY, view, moved: false };
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d || !svgRef.current) return;
    const box = svgRef.current.getBoundingClientRect();
    const dx = ((e.clientX - d.x) / box.width) * d.view.w;
    const dy = ((e.clientY - d.y) / box.height) * d.view.h;
    if (Math.abs(dx) + Math.abs(dy) > 2) d.moved = true;
    setView({ ...d.view, x: d.view.x - dx, y: d.view.y - dy });
  };
  const scale = view.w / FULL.w;

  return (
    <Stack gap="sm" data-screen-content>
      <Group justify="space-between" wrap="wrap">
        <Group gap="lg">
          {KINDS.map((kind) => (
            <Checkbox
              key={kind}
              checked={shown.includes(kind)}
              onChange={(e) => setShown(e.currentTarget.checked ? [...shown, kind] : shown.filter((k) => k !== kind))}
              color={KIND_STYLE[kind].color}
              label={
                <Group gap={6}>
                  <Text size="sm">{t(KIND_TEXT[kind].label)}</Text>
                  <Badge size="sm" variant="light" color={KIND_STYLE[kind].color}>
                    {counts[kind]}
                  </Badge>
                </Group>
              }
            />
          ))}
        </Group>
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            value={plant}
            onChange={setPlant}
            data={[
              { value: 'all', label: t('dealerMap.bothPlants') },
              { value: '2', label: 'U.S.' },
              { value: '3', label: 'M.X.' },
            ]}
          />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => navigate(ADD_MANUFACTURER_DEALER_ROUTE)}
          >
            {t('dealerMap.addManufacturerDealer')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" pos="relative" style={{ overflow: 'hidden', background: '#dbe9f6' }}>
        <svg
          ref={svgRef}
          role="img"
          aria-label={t('dealerMap.mapLabel')}
          viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
          style={{
            display: 'block',
            width: '100%',
            height: '70vh',
            cursor: drag.current ? 'grabbing' : 'grab',
            touchAction: 'none',
          }}
          onWheel={onWheel}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => {
            dragged.current = drag.current?.moved ?? false;
            drag.current = null;
          }}
          onPointerLeave={() => (drag.current = null)}
        >
          {NORTH_AMERICA_OUTLINES.map((o) => (
            <path
              key={o.code}
              d={o.d}
              fill={o.code === 'LAKE' ? '#dbe9f6' : '#f8f9fa'}
              stroke="#868e96"
              strokeWidth={0.8 * scale}
              strokeLinejoin="round"
            >
              <title>{o.name}</title>
            </path>
          ))}
          {points.map(({ point, xy }) => (
            <circle
              key={`${point.Kind}-${point.Id}`}
              data-testid={`map-point-${point.Kind}`}
              cx={xy[0]}
              cy={xy[1]}
              r={pointRadius(point) * Math.max(scale, 0.25)}
              fill={KIND_STYLE[point.Kind].color}
              fillOpacity={point.Kind === 'dealer' ? 0.75 : 0.9}
              stroke={selected === point ? '#212529' : '#fff'}
              strokeWidth={(selected === point ? 1.4 : 0.6) * Math.max(scale, 0.25)}
              style={{ cursor: 'pointer' }}
              onClick={() => !dragged.current && setSelected(point)}
            >
              <title>{`${point.Name} — ${point.City}, ${point.State}`}</title>
            </circle>
          ))}
        </svg>
        <Stack gap={4} pos="absolute" top={10} right={10}>
          <Tooltip label={t('dealerMap.zoomIn')} position="left">
            <ActionIcon variant="default" aria-label={t('dealerMap.zoomIn')} onClick={() => zoom(0.7)}>
              <IconPlus size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('dealerMap.zoomOut')} position="left">
            <ActionIcon variant="default" aria-label={t('dealerMap.zoomOut')} onClick={() => zoom(1.4)}>
              <IconMinus size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('dealerMap.wholeMap')} position="left">
            <ActionIcon variant="default" aria-label={t('dealerMap.wholeMap')} onClick={() => setView(FULL)}>
              <IconZoomReset size={16} />
            </ActionIcon>
          </Tooltip>
        </Stack>
        {selected && (
          <PointCard point={selected} onClose={() => setSelected(null)} onEdit={(route) => navigate(route)} />
        )}
      </Paper>
    </Stack>
  );
}

function PointCard({
  point,
  onClose,
  onEdit,
}: {
  point: MapPoint;
  onClose: () => void;
  onEdit: (route: string) => void;
}) {
  const t = useT();
  const style = KIND_STYLE[point.Kind];
  const text = KIND_TEXT[point.Kind];
  const route = editRoute(point);
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="absolute"
      bottom={12}
      left={12}
      maw={340}
      aria-label={t('dealerMap.selectedDealer')}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Badge size="xs" color={style.color} variant="light">
            {t(text.label)}
          </Badge>
          <Text fw={600}>{point.Name}</Text>
          <Text size="sm" c="dimmed">
            {point.City}, {point.State} ({point.Country})
          </Text>
          {point.Detail && (
            <Text size="sm">
              {t(text.detail)}: {point.Detail}
            </Text>
          )}
          {point.Status && <Text size="sm">{t('dealerMap.status', { status: point.Status })}</Text>}
          {point.Kind === 'dealer' && (
            <Text size="sm">{t('dealerMap.unitsLast12Months', { units: String(point.UnitsLast12Months) })}</Text>
          )}
        </Stack>
        <Stack gap={4}>
          {route && (
            <Button size="xs" leftSection={<IconPencil size={14} />} onClick={() => onEdit(route)}>
              {t('dealerMap.edit')}
            </Button>
          )}
          <Button size="xs" variant="subtle" color="gray" onClick={onClose}>
            {t('dealerMap.close')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
