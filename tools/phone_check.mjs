// node phone_check.mjs OUTDIR SIZE STEPS [desktop]
// Serves the folder tools/phone_check.sh prepared (our page, the loader stand-in, the
// bundle, the wheel, node_modules) on 127.0.0.1 and opens it in Debian's
// chromium-headless-shell through puppeteer-core: at SIZE CSS px (e.g. 844x390) as a phone
// (device scale 3, isMobile, touch emulation), or with "desktop" as a desktop browser
// (scale 1, mouse). Runs STEPS, then writes OUTDIR/report.json and the screenshots.
//
// STEPS, comma-separated; X and Y are canvas pixels (1280x720), mapped to the page through
// the canvas's box on the page (the page scales it to fit, aspect kept):
//   wait:MS        let time pass
//   gate           wait for "tap to play", then tap it (the page's first tap)
//   ready          wait until the game has drawn its first frame
//   tap:X:Y        a finger's tap (a mouse click on the desktop)
//   press:X:Y:MS   a finger held still for MS, then lifted (a long press)
//   turn:WxH       the phone turned: the window becomes W x H CSS px
//   shot:NAME      a screenshot, NAME.png, with the page's state noted in the report
import puppeteer from "puppeteer-core";
import fs from "fs";
import http from "http";
import path from "path";

const [outdir, size, stepsArg, mode] = process.argv.slice(2);
const desktop = mode === "desktop";
fs.mkdirSync(outdir, { recursive: true });
const root = process.cwd();
const TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".png": "image/png",
};
const server = http
    .createServer((request, response) => {
        const file = path.join(root, decodeURIComponent(request.url.split(/[?#]/)[0]));
        fs.readFile(file, (error, data) => {
            if (error) {
                response.writeHead(404);
                response.end();
                return;
            }
            const type = TYPES[path.extname(file)] || "application/octet-stream";
            response.writeHead(200, { "Content-Type": type });
            response.end(data);
        });
    })
    .listen(0, "127.0.0.1");
await new Promise((resolve) => server.on("listening", resolve));

const viewport = (text) => {
    const [width, height] = text.split("x").map(Number);
    return desktop
        ? { width, height, deviceScaleFactor: 1 }
        : { width, height, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const t0 = Date.now();
const browser = await puppeteer.launch({
    executablePath: "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--autoplay-policy=no-user-gesture-required"],
});
const report = { size, desktop, page_errors: [], alerts: [], shots: [], harness_error: null };
try {
    const page = await browser.newPage();
    await page.setViewport(viewport(size));
    page.on("pageerror", (error) => report.page_errors.push(String(error).slice(0, 500)));
    // A dialog would stall the headless browser: record it and go on (the page must never
    // show one).
    page.on("dialog", async (dialog) => {
        report.alerts.push(dialog.message().slice(0, 300));
        await dialog.dismiss();
    });
    const query = process.env.PHONE_QUERY || "";
    await page.goto(`http://127.0.0.1:${server.address().port}/index.html${query}`);

    // A canvas pixel's place on the page, through the canvas's box there.
    const onPage = async (x, y) => {
        const box = await page.evaluate(() => {
            const canvas = document.getElementById("canvas");
            const r = canvas.getBoundingClientRect();
            return [r.left, r.top, r.width / canvas.width, r.height / canvas.height];
        });
        return [box[0] + (x + 0.5) * box[2], box[1] + (y + 0.5) * box[3]];
    };
    const failed = "document.getElementById('loader').classList.contains('failed')";
    const waitFor = (condition) =>
        page.waitForFunction(`(${condition}) || ${failed} || (window.phone && window.phone.error)`, {
            timeout: 240000,
        });

    const shooting = []; // when the screenshots held the page (not the game's doing)
    for (const step of stepsArg.split(",").filter(Boolean)) {
        const [kind, a, b, c] = step.split(":");
        if (kind === "wait") await sleep(Number(a));
        else if (kind === "gate") {
            await waitFor("document.getElementById('loader').classList.contains('ready')");
            const gate = await page.$("#gate");
            const box = gate && (await gate.boundingBox());
            if (box) {
                const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
                if (desktop) await page.mouse.click(x, y);
                else await page.touchscreen.tap(x, y);
            }
        } else if (kind === "ready") {
            await waitFor("document.getElementById('loader').classList.contains('gone')");
            report.started_ms = Date.now() - t0;
        } else if (kind === "tap") {
            const [x, y] = await onPage(Number(a), Number(b));
            if (desktop) await page.mouse.click(x, y);
            else await page.touchscreen.tap(x, y);
        } else if (kind === "press") {
            const [x, y] = await onPage(Number(a), Number(b));
            if (desktop) {
                await page.mouse.move(x, y);
                await page.mouse.down();
                await sleep(Number(c));
                await page.mouse.up();
            } else {
                const touch = await page.touchscreen.touchStart(x, y);
                await sleep(Number(c));
                await touch.end();
            }
        } else if (kind === "turn") {
            await page.setViewport(viewport(a));
            await sleep(300); // the loader's fit runs 100 ms after the resize
        } else if (kind === "shot") {
            const begun = await page.evaluate("performance.now()");
            await page.screenshot({ path: path.join(outdir, `${a}.png`) });
            report.shots.push({
                name: a,
                ...(await page.evaluate(() => {
                    const canvas = document.getElementById("canvas");
                    const r = canvas.getBoundingClientRect();
                    // what the game has drawn, as a number: equal when nothing was drawn
                    const picture = canvas.toDataURL();
                    let hash = 0;
                    for (let i = 0; i < picture.length; i++) hash = (hash * 31 + picture.charCodeAt(i)) | 0;
                    return {
                        picture: hash,
                        window: [window.innerWidth, window.innerHeight],
                        canvas: [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10),
                        held: !!(window.cardAtlas && window.cardAtlas.held),
                        turn_card: ((turn) => !!turn && getComputedStyle(turn).display !== "none")(
                            document.getElementById("turn")
                        ),
                        loader: document.getElementById("loader").className,
                        fullscreen: !!document.fullscreenElement,
                        orientation: screen.orientation ? screen.orientation.type : null,
                    };
                })),
            });
            shooting.push([begun, await page.evaluate("performance.now()")]);
        } else throw new Error(`unknown step ${step}`);
    }
    const phone = (await page.evaluate("window.phone")) || { log: [], frameGaps: [], frameAt: [] };
    report.harness_error = phone.error || null;
    report.failure = await page.evaluate(() =>
        document.getElementById("loader").classList.contains("failed")
            ? document.getElementById("failure-detail").textContent
            : null
    );
    // Frame gaps once the game has run for 2 s (its start is its own business), as
    // browser-check reports them, leaving out the frames a screenshot held up (a
    // screenshot at device scale 3 stalls the page for a few hundred ms).
    let elapsed = 0;
    const settled = [];
    const gaps = phone.frameGaps || [];
    let skipped = 0;
    gaps.forEach((gap, i) => {
        elapsed += gap;
        const at = phone.frameAt[i];
        if (shooting.some(([begun, ended]) => at - gap < ended + 50 && at > begun)) skipped += 1;
        else if (elapsed > 2000) settled.push(gap);
    });
    settled.sort((x, y) => x - y);
    const at = (q) =>
        settled.length
            ? Math.round(settled[Math.min(settled.length - 1, Math.floor(q * settled.length))] * 10) / 10
            : null;
    report.frames = {
        count: settled.length,
        p50_ms: at(0.5),
        p95_ms: at(0.95),
        max_ms: at(1),
        over_50_ms: settled.filter((gap) => gap > 50).length,
        left_out_for_screenshots: skipped,
    };
    report.log_tail = (phone.log || []).slice(-80);
} catch (error) {
    report.harness_error = String(error).slice(0, 2000);
} finally {
    report.total_ms = Date.now() - t0;
    fs.writeFileSync(path.join(outdir, "report.json"), JSON.stringify(report, null, 2));
    await browser.close();
    server.close();
}
const traceback = (report.log_tail || []).some((line) => line.includes("Traceback"));
console.log(
    JSON.stringify({
        size,
        started_ms: report.started_ms,
        harness_error: report.harness_error,
        failure: report.failure,
        page_errors: report.page_errors.length,
        alerts: report.alerts.length,
        traceback,
        frames: report.frames,
        shots: report.shots.map((shot) => `${shot.name}${shot.held ? " (held)" : ""}`),
    })
);
const bad = report.harness_error || report.failure || report.page_errors.length || report.alerts.length;
process.exitCode = bad || traceback ? 1 : 0;
