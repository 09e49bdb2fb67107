// Schedule editor (issue 6 targets, offscreen): opening and costing a schedule until the tree
// table and drawing are shown, < 200 ms, for
//  - the thesis' MST instance (4096 nodes, 32768 edges, 16 processors, psc2-tcp), and
//  - the optimum Broadcast of 64 KiB on 4096 processors (psc2-sci),
// both as the optimizer writes them; and one edit re-costing the schedule, < 20 ms (a machine
// value changed, and another algorithm chosen at the root, which also re-optimizes its subcalls).
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QTemporaryDir>
#include <QTreeView>

#include "editor/machine_panel.h"
#include "editor/machine_table_model.h"
#include "editor/schedule_document.h"
#include "editor/schedule_editor.h"
#include "schedule/schedule_file.h"
#include "schedule/search.h"

using namespace ct::bsp;
using studio::editor::ScheduleEditor;

namespace {

QTemporaryDir* g_dir = nullptr;

// The optimizer's schedule written as a file, once per instance.
QString scheduleFile(const QString& name, const SearchRequest& r, const MachineProfile& m) {
    const QString path = g_dir->filePath(name);
    if (QFileInfo::exists(path)) return path;
    Optimizer optimizer(standardLibrary(), m.bsp);
    Schedule s{m, false, r.problem, r.input, r.dataProcs, r.calcProcs, *optimizer.optimize(r)};
    saveScheduleFile(path.toStdString(), s, standardLibrary());
    return path;
}

void openAndShow(benchmark::State& state, const QString& file) {
    ScheduleEditor editor;
    editor.setMessageHook([](QMessageBox::Icon, const QString&, const QString& text) {
        qFatal("unexpected message: %s", qPrintable(text));
    });
    editor.resize(1200, 800);
    editor.show();
    QCoreApplication::processEvents();
    for (auto _ : state) {
        editor.openFile(file);
        QCoreApplication::processEvents();  // layout and paint of the table and the drawing
    }
    state.counters["nodes"] = double(nodeCount(editor.document()->root()));
}

void BM_OpenMst_4096_32768_p16(benchmark::State& s) {
    openAndShow(s, scheduleFile(QStringLiteral("mst.calltree.json"),
                                {ct::Problem::MST, Input{{4096, 32768}}, 16, 16}, psc2Tcp()));
}

void BM_OpenBroadcast64KiB_p4096(benchmark::State& s) {
    openAndShow(s, scheduleFile(QStringLiteral("bcast.calltree.json"),
                                {ct::Problem::Broadcast, Input{{65536}}, 4096, 4096}, psc2Sci()));
}

void BM_EditMachineValue_Mst(benchmark::State& state) {
    ScheduleEditor editor;
    editor.show();
    editor.openFile(scheduleFile(QStringLiteral("mst.calltree.json"),
                                 {ct::Problem::MST, Input{{4096, 32768}}, 16, 16}, psc2Tcp()));
    auto* m = editor.machinePanel()->model();
    const QModelIndex cell = m->index(3, studio::editor::MachineTableModel::LColumn);
    const double L = cell.data(Qt::EditRole).toDouble();
    int i = 0;
    for (auto _ : state) {
        m->setData(cell, L + (++i % 2));
        QCoreApplication::processEvents();
    }
}

void BM_EditAlgorithm_Mst(benchmark::State& state) {
    ScheduleEditor editor;
    editor.show();
    editor.openFile(scheduleFile(QStringLiteral("mst.calltree.json"),
                                 {ct::Problem::MST, Input{{4096, 32768}}, 16, 16}, psc2Tcp()));
    auto* doc = editor.document();
    const std::string original = doc->root().algorithm;
    for (auto _ : state) {
        doc->chooseAlgorithm({},
                             doc->root().algorithm == original ? "MSTBoruvkaAndMerge" : original);
        QCoreApplication::processEvents();
    }
}

}  // namespace

BENCHMARK(BM_OpenMst_4096_32768_p16)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_OpenBroadcast64KiB_p4096)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_EditMachineValue_Mst)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_EditAlgorithm_Mst)->Unit(benchmark::kMillisecond);

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir dir;
    g_dir = &dir;
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
