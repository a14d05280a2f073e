<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id">
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/models/session.cpp" line="211"/>
        <source>Could not write %1.</source>
        <translation>Tidak dapat menulis %1.</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="343"/>
        <source>Could not save the session: %1</source>
        <translation>Sesi tidak dapat disimpan: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="348"/>
        <location filename="../../ui/models/session.cpp" line="354"/>
        <source>Could not write %1: %2</source>
        <translation>Tidak dapat menulis %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="367"/>
        <source>%1: no such file</source>
        <translation>%1: berkas tidak ditemukan</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="368"/>
        <source>%1: is a folder, not a session file</source>
        <translation>%1: ini folder, bukan berkas sesi</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="370"/>
        <source>%1: the file is %2 MB, more than the %3 MB a session may have</source>
        <translation>%1: ukuran berkas %2 MB, melebihi batas %3 MB untuk sebuah sesi</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="377"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1: tidak dapat dibaca: %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="382"/>
        <source>%1: the file is larger than the %2 MB a session may have</source>
        <translation>%1: berkas lebih besar daripada batas %2 MB untuk sebuah sesi</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="389"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>asynclab::CodeController</name>
    <message>
        <location filename="../../ui/code_controller.cpp" line="46"/>
        <source>This build of AsyncLab has no Python front end, so cells cannot run: it was built without python3-dev and pybind11-dev (scripts/install-deps.sh installs them). Scripts can still be opened, edited and saved.</source>
        <translation>Build AsyncLab ini tidak memiliki frontend Python, jadi sel tidak dapat dijalankan: build ini dibuat tanpa python3-dev dan pybind11-dev (scripts/install-deps.sh memasangnya). Skrip tetap dapat dibuka, diubah, dan disimpan.</translation>
    </message>
</context>
<context>
    <name>asynclab::CodeView</name>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="34"/>
        <source>GPUs:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="42"/>
        <source>GPUs of the simulated machine the cells run on (sim mode): d2l.try_all_gpus() finds them. A started kernel keeps its own until Restart Python.</source>
        <translation>GPU pada mesin simulasi tempat sel dijalankan (mode simulasi): d2l.try_all_gpus() menemukannya. Kernel yang sudah dimulai mempertahankan jumlahnya sendiri sampai Mulai Ulang Python.</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="99"/>
        <source>Cannot read %1: %2</source>
        <translation>Tidak dapat membaca %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="113"/>
        <source>Cannot write %1: %2</source>
        <translation>Tidak dapat menulis %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="140"/>
        <source>Not saved yet</source>
        <translation>Belum disimpan</translation>
    </message>
</context>
<context>
    <name>asynclab::CompareController</name>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="15"/>
        <source>A comparison is running already.</source>
        <translation>Perbandingan sedang berjalan.</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="24"/>
        <source>Compare: %1 must be a whole number of microseconds from 0 to %2, not &apos;%3&apos;</source>
        <translation>Perbandingan: %1 harus berupa bilangan bulat dalam mikrodetik dari 0 sampai %2, bukan &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="31"/>
        <source>Compare: %1 must be real or sim, not &apos;%2&apos;</source>
        <translation>Perbandingan: %1 harus real atau sim, bukan &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="35"/>
        <source>%1 has no parameter &apos;%2&apos; to compare</source>
        <translation>%1 tidak memiliki parameter &apos;%2&apos; untuk dibandingkan</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="39"/>
        <location filename="../../ui/compare_controller.cpp" line="41"/>
        <source>Compare: %1</source>
        <translation>Perbandingan: %1</translation>
    </message>
</context>
<context>
    <name>asynclab::CompareView</name>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="125"/>
        <source>Each measure for both runs, their difference (B - A) and ratio (B / A).</source>
        <translation>Setiap besaran untuk kedua run, selisihnya (B - A) dan rasionya (B / A).</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="131"/>
        <source>&amp;Fit</source>
        <translation>&amp;Paskan</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="132"/>
        <source>Zoom &amp;In</source>
        <translation>Per&amp;besar</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="134"/>
        <source>Zoom &amp;Out</source>
        <translation>Perke&amp;cil</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="196"/>
        <source>%1 versus %2</source>
        <translation>%1 dibanding %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="342"/>
        <source> (no run)</source>
        <translation> (tanpa run)</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="351"/>
        <location filename="../../ui/views/compare_view.cpp" line="362"/>
        <source>wall %1</source>
        <translation>total %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="353"/>
        <source>issue %1</source>
        <translation>pengiriman %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="356"/>
        <source>blocked %1</source>
        <translation>terblokir %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/views/compare_view.cpp" line="358"/>
        <source>%n ops</source>
        <translation>
            <numerusform>%n operasi</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="363"/>
        <source>, %1 A</source>
        <translation>, %1 A</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="449"/>
        <source>run</source>
        <translation>run</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="454"/>
        <source>&lt;b&gt;blocked: %1&lt;/b&gt;&lt;br&gt;%2, %3&lt;br&gt;duration %4</source>
        <translation>&lt;b&gt;terblokir: %1&lt;/b&gt;&lt;br&gt;%2, %3&lt;br&gt;durasi %4</translation>
    </message>
</context>
<context>
    <name>asynclab::Comparison</name>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="200"/>
        <source>time in %1</source>
        <translation>waktu dalam %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="201"/>
        <source>median %1</source>
        <translation>median %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="241"/>
        <source>wall time</source>
        <translation>waktu total</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="243"/>
        <source>front-end issue time</source>
        <translation>waktu pengiriman frontend</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="245"/>
        <source>blocked at sync points</source>
        <translation>terblokir di titik sinkronisasi</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="246"/>
        <source>ops</source>
        <translation>operasi</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="247"/>
        <source>utilization %1</source>
        <translation>pemanfaatan %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="248"/>
        <source>peak memory %1</source>
        <translation>puncak memori %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="249"/>
        <source>metric %1</source>
        <translation>metrik %1</translation>
    </message>
</context>
<context>
    <name>asynclab::ComparisonModel</name>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="371"/>
        <source>Measure</source>
        <translation>Besaran</translation>
    </message>
</context>
<context>
    <name>asynclab::Counter</name>
    <message>
        <location filename="../../ui/views/timeline_plottable.cpp" line="694"/>
        <source>max %1</source>
        <translation>maks. %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="59"/>
        <source>queue depth</source>
        <translation>kedalaman antrian</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="61"/>
        <source>memory %1</source>
        <translation>memori %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="64"/>
        <source>resident</source>
        <translation>memori residen</translation>
    </message>
</context>
<context>
    <name>asynclab::DepGraph</name>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="35"/>
        <source>waiting</source>
        <translation>menunggu</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="36"/>
        <source>ready</source>
        <translation>siap</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="37"/>
        <source>running</source>
        <translation>berjalan</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="38"/>
        <source>done</source>
        <translation>selesai</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="39"/>
        <source>failed</source>
        <translation>gagal</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="208"/>
        <source>Op dependencies</source>
        <translation>Ketergantungan operasi</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="221"/>
        <source>%1 most recent of %2 ops</source>
        <translation>%1 terbaru dari %2 operasi</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="228"/>
        <source>no ops</source>
        <translation>tidak ada operasi</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="239"/>
        <source>iteration %1 of %2 (ops pushed between sync points): %3 ops</source>
        <translation>iterasi %1 dari %2 (operasi yang dimasukkan ke antrian di antara titik sinkronisasi): %3 operasi</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="293"/>
        <source> (+%1 earlier they waited on)</source>
        <translation> (+%1 sebelumnya yang mereka tunggu)</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="319"/>
        <location filename="../../ui/models/dep_graph.cpp" line="470"/>
        <source>op</source>
        <translation>operasi</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="320"/>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="321"/>
        <source>kind</source>
        <translation>jenis</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="328"/>
        <source>shown as</source>
        <translation>ditampilkan sebagai</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="329"/>
        <source>outside the window: ops in it waited on it</source>
        <translation>di luar jendela: operasi di dalamnya menunggu operasi ini</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="353"/>
        <source>; %1 dependencies on earlier ops not shown</source>
        <translation>; %1 ketergantungan pada operasi sebelumnya tidak ditampilkan</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="467"/>
        <source>node</source>
        <translation>simpul</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="468"/>
        <source>name</source>
        <translation>nama</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="471"/>
        <source>parameter</source>
        <translation>parameter</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="471"/>
        <source>data input</source>
        <translation>masukan data</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="482"/>
        <source>inputs</source>
        <translation>masukan</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="485"/>
        <source>shape</source>
        <translation>bentuk</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="487"/>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="489"/>
        <source>bytes</source>
        <translation>byte</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="496"/>
        <source>, in place over its first input</source>
        <translation>, di tempat (in-place) menimpa masukan pertamanya</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="497"/>
        <source>buffer</source>
        <translation>buffer</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="502"/>
        <source>program</source>
        <translation>program</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="506"/>
        <location filename="../../ui/models/dep_graph.cpp" line="576"/>
        <source>merges</source>
        <translation>menggabungkan</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="519"/>
        <source>attributes</source>
        <translation>atribut</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="529"/>
        <source>parameters</source>
        <translation>parameter</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="531"/>
        <source>output</source>
        <translation>keluaran</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="531"/>
        <source>yes</source>
        <translation>ya</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="534"/>
        <location filename="../../ui/models/dep_graph.cpp" line="584"/>
        <source>next pass</source>
        <translation>tahap berikutnya</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="534"/>
        <source>removes or merges it</source>
        <translation>menghapus atau menggabungkannya</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="552"/>
        <source>%1 nodes, %2 ops</source>
        <translation>%1 simpul, %2 operasi</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="555"/>
        <source> (%1 parameters in the tooltips)</source>
        <translation> (%1 parameter di tooltip)</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="577"/>
        <source>fused by</source>
        <translation>difusikan oleh</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="585"/>
        <source>%1 removes or merges it</source>
        <translation>%1 menghapus atau menggabungkannya</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="588"/>
        <source>Step %1/%2: %3</source>
        <translation>Langkah %1/%2: %3</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="603"/>
        <source>no such file</source>
        <translation>berkas tidak ditemukan</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="610"/>
        <source>the file is empty</source>
        <translation>berkas kosong</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="619"/>
        <source>not a readable MXNet symbol file: %1</source>
        <translation>bukan berkas simbol MXNet yang dapat dibaca: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="621"/>
        <source>the graph has no nodes</source>
        <translation>grafik tidak memiliki simpul</translation>
    </message>
</context>
<context>
    <name>asynclab::FileKind</name>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="126"/>
        <source>%1: no such file</source>
        <translation>%1: berkas tidak ada</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="127"/>
        <source>%1: is a folder, not a file</source>
        <translation>%1: adalah folder, bukan berkas</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="130"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1: tidak dapat dibaca: %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="133"/>
        <source>%1: not a file AsyncLab opens (a Chrome trace, .json or .json.gz; a session, .asynclab; an MXNet -symbol.json; a Python script, .py)</source>
        <translation>%1: bukan berkas yang dibuka AsyncLab (trace Chrome, .json atau .json.gz; sesi, .asynclab; -symbol.json MXNet; skrip Python, .py)</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="141"/>
        <source>Everything AsyncLab opens (*.json *.json.gz *.gz *.asynclab *.py);;Chrome traces (*.json *.json.gz *.gz);;AsyncLab sessions (*.asynclab);;MXNet symbols (*-symbol.json *.json);;Python scripts (*.py);;All files (*)</source>
        <translation>Semua yang dibuka AsyncLab (*.json *.json.gz *.gz *.asynclab *.py);;Trace Chrome (*.json *.json.gz *.gz);;Sesi AsyncLab (*.asynclab);;Simbol MXNet (*-symbol.json *.json);;Skrip Python (*.py);;Semua berkas (*)</translation>
    </message>
</context>
<context>
    <name>asynclab::GraphView</name>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="81"/>
        <source>Run ops</source>
        <translation>Operasi run</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="82"/>
        <source>Hybridized graph</source>
        <translation>Grafik hasil hibridisasi</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="83"/>
        <source>MXNet symbol</source>
        <translation>Simbol MXNet</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="84"/>
        <source>What the graph shows</source>
        <translation>Apa yang ditampilkan grafik</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="98"/>
        <source>Most recent</source>
        <translation>Terbaru</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="99"/>
        <source>Iteration</source>
        <translation>Iterasi</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="101"/>
        <source>Most recent: the last ops pushed. Iteration: the ops pushed between two sync points of the program (wait_to_read, waitall, asnumpy, item, print)</source>
        <translation>Terbaru: operasi terakhir yang dimasukkan ke antrian. Iterasi: operasi yang dimasukkan ke antrian di antara dua titik sinkronisasi program (wait_to_read, waitall, asnumpy, item, print)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="106"/>
        <source> ops</source>
        <translation> operasi</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="110"/>
        <source>last</source>
        <translation>terakhir</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="111"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="114"/>
        <source>States of the ops at this time of the run</source>
        <translation>Status operasi pada saat ini dalam run</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="115"/>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="116"/>
        <source>States at the end of the run so far, following it</source>
        <translation>Status di akhir run sejauh ini, mengikuti jalannya run</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="120"/>
        <source>at</source>
        <translation>pada</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="157"/>
        <source>The graph before the passes (traced) and after each pass</source>
        <translation>Grafik sebelum tahap optimasi (hasil penelusuran) dan setelah setiap tahap</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="159"/>
        <source>Step</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="170"/>
        <source>Open Symbol…</source>
        <translation>Buka Simbol…</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="171"/>
        <source>Open an MXNet symbol JSON file (prefix-symbol.json)</source>
        <translation>Buka berkas JSON simbol MXNet (prefix-symbol.json)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="174"/>
        <location filename="../../ui/views/graph_view.cpp" line="178"/>
        <source>Open MXNet symbol</source>
        <translation>Buka simbol MXNet</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="174"/>
        <source>MXNet symbol (*.json);;All files (*)</source>
        <translation>Simbol MXNet (*.json);;Semua berkas (*)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="187"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="188"/>
        <source>Show weights and biases as nodes (else in the tooltips)</source>
        <translation>Tampilkan bobot dan bias sebagai simpul (jika tidak, di tooltip)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="194"/>
        <source>Fit</source>
        <translation>Paskan</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="195"/>
        <source>Show the whole graph (double click)</source>
        <translation>Tampilkan seluruh grafik (klik ganda)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="197"/>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="198"/>
        <source>Zoom in</source>
        <translation>Perbesar</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="200"/>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="201"/>
        <source>Zoom out</source>
        <translation>Perkecil</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="253"/>
        <source>no file</source>
        <translation>tidak ada berkas</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="411"/>
        <source>No hybridized graph yet: run a hybridized network</source>
        <translation>Belum ada grafik hasil hibridisasi: jalankan jaringan yang dihibridisasi</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="422"/>
        <source>No symbol file: open an MXNet prefix-symbol.json</source>
        <translation>Tidak ada berkas simbol: buka prefix-symbol.json MXNet</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="434"/>
        <source>No run yet: run a scenario or open a trace</source>
        <translation>Belum ada run: jalankan skenario atau buka trace</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="496"/>
        <source>states at the end (live): %1</source>
        <translation>status di akhir (live): %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="496"/>
        <source>states at %1</source>
        <translation>status pada %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="499"/>
        <source>layout: %1</source>
        <translation>tata letak: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="503"/>
        <location filename="../../ui/views/graph_view.cpp" line="894"/>
        <source>laying out…</source>
        <translation>menyusun tata letak…</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="663"/>
        <source>state</source>
        <translation>status</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="717"/>
        <source>bulk / fused</source>
        <translation>bundel / hasil fusi</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="720"/>
        <source>earlier op it waited on</source>
        <translation>operasi sebelumnya yang ditunggu</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="723"/>
        <source>op</source>
        <translation>operasi</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="724"/>
        <source>fused op</source>
        <translation>operasi hasil fusi</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="727"/>
        <source>input / parameter</source>
        <translation>masukan / parameter</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="729"/>
        <source>constant</source>
        <translation>konstanta</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="732"/>
        <source>removed or merged by the next pass</source>
        <translation>dihapus atau digabungkan oleh tahap berikutnya</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="870"/>
        <source>Nothing to show</source>
        <translation>Tidak ada yang ditampilkan</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="872"/>
        <source>Laying out %1 nodes…</source>
        <translation>Menyusun tata letak %1 simpul…</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="991"/>
        <source>Dependency graph</source>
        <translation>Grafik ketergantungan</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="1055"/>
        <location filename="../../ui/views/graph_view.cpp" line="1057"/>
        <source>AsyncLab dependency graph</source>
        <translation>Grafik ketergantungan AsyncLab</translation>
    </message>
</context>
<context>
    <name>asynclab::Lane</name>
    <message>
        <location filename="../../ui/models/labels.cpp" line="36"/>
        <source>front end %1</source>
        <translation>frontend %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="39"/>
        <source>%1 compute %2</source>
        <translation>%1 komputasi %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="43"/>
        <source>%1 copy h2d</source>
        <translation>%1 salin h2d</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="45"/>
        <source>%1 copy d2h</source>
        <translation>%1 salin d2h</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="47"/>
        <source>%1 copy peer</source>
        <translation>%1 salin peer</translation>
    </message>
</context>
<context>
    <name>asynclab::LaneStatsTableModel</name>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="120"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="135"/>
        <source>Lane</source>
        <translation>Jalur</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="136"/>
        <source>Busy</source>
        <translation>Sibuk</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="137"/>
        <source>Idle</source>
        <translation>Menganggur</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="138"/>
        <source>Blocked</source>
        <translation>Terblokir</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="142"/>
        <source>Some op ran on the lane</source>
        <translation>Ada operasi yang berjalan di jalur</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="143"/>
        <source>Neither busy nor blocked</source>
        <translation>Tidak sibuk maupun terblokir</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="145"/>
        <source>Front end: waiting at sync points. Device lane: nothing ran although an op pushed to it was ready (its inputs done)</source>
        <translation>Frontend: menunggu di titik sinkronisasi. Jalur perangkat: tidak ada yang berjalan meski operasi yang didorong ke sana sudah siap (masukannya selesai)</translation>
    </message>
</context>
<context>
    <name>asynclab::LaneTableModel</name>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="237"/>
        <source>Union of the lane&apos;s op intervals</source>
        <translation>Gabungan interval operasi pada jalur ini</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="247"/>
        <source>Lane</source>
        <translation>Jalur</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="248"/>
        <source>Device</source>
        <translation>Perangkat</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="249"/>
        <source>Ops</source>
        <translation>Operasi</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="250"/>
        <source>Busy</source>
        <translation>Sibuk</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="251"/>
        <source>Utilization</source>
        <translation>Pemanfaatan</translation>
    </message>
</context>
<context>
    <name>asynclab::LessonView</name>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="67"/>
        <source>The chapter&apos;s sections, each a lesson</source>
        <translation>Bagian-bagian bab ini, masing-masing satu pelajaran</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="79"/>
        <source>Previous</source>
        <translation>Sebelumnya</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="79"/>
        <source>Next</source>
        <translation>Berikutnya</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="124"/>
        <source>Set Up This Run</source>
        <translation>Siapkan Run Ini</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="127"/>
        <source>Puts the step&apos;s run in the run panel (and its network in the Network dock); then press Run</source>
        <translation>Memasukkan run langkah ini ke panel Run (dan jaringannya ke dock Jaringan); lalu tekan Jalankan</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="356"/>
        <source>Predict before you run</source>
        <translation>Tebak sebelum menjalankan</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="155"/>
        <source>(your guess)</source>
        <translation>(tebakan Anda)</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="113"/>
        <source>Open in Code Editor</source>
        <translation>Buka di Editor Kode</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="115"/>
        <source>Put this code (the tab shown) into the Code dock as a new cell, to run it on AsyncLab&apos;s engine and change it</source>
        <translation>Masukkan kode ini (tab yang ditampilkan) ke dock Kode sebagai sel baru, untuk dijalankan di engine AsyncLab dan diubah</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="166"/>
        <location filename="../../ui/views/lesson_view.cpp" line="359"/>
        <source>Reveal</source>
        <translation>Ungkap</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="168"/>
        <source>Show the room what the run measured, beside its answer</source>
        <translation>Tunjukkan kepada kelas apa yang diukur run, di samping jawabannya</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="174"/>
        <source>What the run shows</source>
        <translation>Apa yang ditunjukkan run</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="228"/>
        <source>%1, step %2 (%3)</source>
        <translation>%1, langkah %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="230"/>
        <source>%1, what the steps take as given (%2)</source>
        <translation>%1, persiapan bersama untuk langkah-langkahnya (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="267"/>
        <source>&lt;b&gt;Step %1 of %2&lt;/b&gt;: %3</source>
        <translation>&lt;b&gt;Langkah %1 dari %2&lt;/b&gt;: %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="282"/>
        <source>Exercise:</source>
        <translation>Latihan:</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="286"/>
        <source>What to look at:</source>
        <translation>Yang perlu diamati:</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="287"/>
        <source>&lt;p&gt;Read the chapter online: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;Baca bab ini secara daring: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="355"/>
        <source>Ask the room before you run</source>
        <translation>Tanyakan kepada kelas sebelum menjalankan</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="359"/>
        <source>Reveal (after the run)</source>
        <translation>Ungkap (setelah run)</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="378"/>
        <source>no answer</source>
        <translation>tidak ada jawaban</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="386"/>
        <source>not measured</source>
        <translation>tidak diukur</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="388"/>
        <source>You said: &lt;b&gt;%1&lt;/b&gt;.&lt;br&gt;%2: &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Jawaban Anda: &lt;b&gt;%1&lt;/b&gt;.&lt;br&gt;%2: &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="391"/>
        <source>&lt;br&gt;The run says: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;br&gt;Hasil run: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="395"/>
        <source>&lt;br&gt;&lt;i&gt;Predict before the next run to test your intuition.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Tebak sebelum menjalankan berikutnya untuk menguji intuisi Anda.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="397"/>
        <source>&lt;br&gt;&lt;font color=&apos;#2e7d32&apos;&gt;&lt;b&gt;Right.&lt;/b&gt;&lt;/font&gt;</source>
        <translation>&lt;br&gt;&lt;font color=&apos;#2e7d32&apos;&gt;&lt;b&gt;Benar.&lt;/b&gt;&lt;/font&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="398"/>
        <source>&lt;br&gt;&lt;font color=&apos;#c62828&apos;&gt;&lt;b&gt;Not this time.&lt;/b&gt;&lt;/font&gt;</source>
        <translation>&lt;br&gt;&lt;font color=&apos;#c62828&apos;&gt;&lt;b&gt;Kali ini belum tepat.&lt;/b&gt;&lt;/font&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="402"/>
        <source>&lt;br&gt;%1: %2 before, %3 now: %4</source>
        <translation>&lt;br&gt;%1: sebelumnya %2, sekarang %3: %4</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="406"/>
        <source>as expected</source>
        <translation>sesuai harapan</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="406"/>
        <source>not as expected</source>
        <translation>tidak sesuai harapan</translation>
    </message>
</context>
<context>
    <name>asynclab::LoadProgress</name>
    <message>
        <location filename="../../ui/views/load_progress.cpp" line="26"/>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <location filename="../../ui/views/load_progress.cpp" line="27"/>
        <source>Stop reading the file; the window keeps what it shows</source>
        <translation>Berhenti membaca berkas; jendela tetap menampilkan isinya sekarang</translation>
    </message>
    <message>
        <location filename="../../ui/views/load_progress.cpp" line="49"/>
        <source>Opening %1</source>
        <translation>Membuka %1</translation>
    </message>
</context>
<context>
    <name>asynclab::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="134"/>
        <source>Timeline</source>
        <translation>Timeline</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="148"/>
        <source>lesson file %1</source>
        <translation>berkas pelajaran %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="209"/>
        <source>Hybridized Graph</source>
        <translation>Grafik Hasil Hibridisasi</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="232"/>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="235"/>
        <source>Lesson</source>
        <translation>Pelajaran</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="238"/>
        <source>Network</source>
        <translation>Jaringan</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="249"/>
        <source>Memory</source>
        <translation>Memori</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="258"/>
        <source>Summary</source>
        <translation>Ringkasan</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="267"/>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="271"/>
        <source>Dependency Graph</source>
        <translation>Grafik Ketergantungan</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="280"/>
        <source>Code</source>
        <translation>Kode</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="291"/>
        <source>Compare</source>
        <translation>Perbandingan</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="337"/>
        <location filename="../../ui/mainwindow.cpp" line="432"/>
        <location filename="../../ui/mainwindow.cpp" line="548"/>
        <source>error: %1</source>
        <translation>galat: %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="338"/>
        <source>The run failed: %1</source>
        <translation>Run gagal: %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="348"/>
        <source>this step&apos;s run does not fit this version&apos;s scenarios</source>
        <translation>run langkah ini tidak cocok dengan skenario versi ini</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="350"/>
        <source>Cannot set up the step: %1</source>
        <translation>Langkah tidak dapat disiapkan: %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="351"/>
        <source>The step&apos;s run is set up: predict, then press Run (Ctrl+R)</source>
        <translation>Run langkah ini sudah disiapkan: buat tebakan, lalu tekan Jalankan (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="428"/>
        <source>Stopped (KeyboardInterrupt): what the cells made before stays in the namespace.</source>
        <translation>Dihentikan (KeyboardInterrupt): apa yang sudah dibuat sel sebelumnya tetap ada di namespace.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="430"/>
        <source>Stopped</source>
        <translation>Dihentikan</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="448"/>
        <source>No Python</source>
        <translation>Tanpa Python</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="454"/>
        <source>%1, GPUs: %2</source>
        <translation>%1, GPU: %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="459"/>
        <source>Python (%1): running</source>
        <translation>Python (%1): berjalan</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="461"/>
        <source>Python (%1): not started</source>
        <translation>Python (%1): belum dimulai</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="463"/>
        <source>Python (%1), cells run: %2</source>
        <translation>Python (%1), sel dijalankan: %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="465"/>
        <source>The cells run one after another in one namespace, on one engine, until Restart Python: a variable one cell makes is there for the next.</source>
        <translation>Sel-sel berjalan satu demi satu dalam satu namespace, di satu engine, sampai Mulai Ulang Python: variabel yang dibuat satu sel tersedia bagi sel berikutnya.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="476"/>
        <source>, Restart for %1</source>
        <translation>, mulai ulang untuk %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="558"/>
        <location filename="../../ui/mainwindow.cpp" line="717"/>
        <source>Running %1...</source>
        <translation>Menjalankan %1...</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="566"/>
        <source>Stopping...</source>
        <translation>Menghentikan...</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="586"/>
        <source>Resume</source>
        <translation>Lanjutkan</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="586"/>
        <source>&amp;Pause</source>
        <translation>Je&amp;da</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="623"/>
        <source>Compare stopped</source>
        <translation>Perbandingan dihentikan</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="642"/>
        <source>This run put no operations on the engine: its numbers are in the Summary and the Output.</source>
        <translation>Run ini tidak menaruh operasi apa pun di engine: angka-angkanya ada di Ringkasan dan Output.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="648"/>
        <source>Compared %1 with %2</source>
        <translation>%1 telah dibandingkan dengan %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="663"/>
        <source>Compare: running %1=%2, then %1=%3</source>
        <translation>Perbandingan: menjalankan %1=%2, lalu %1=%3</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="684"/>
        <location filename="../../ui/mainwindow.cpp" line="728"/>
        <location filename="../../ui/mainwindow.cpp" line="853"/>
        <location filename="../../ui/mainwindow.cpp" line="906"/>
        <source>A run is in progress; stop it first.</source>
        <translation>Sebuah run sedang berjalan; hentikan dulu.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="700"/>
        <source>Nothing to run here: only blank lines and comments.</source>
        <translation>Tidak ada yang dapat dijalankan di sini: hanya baris kosong dan komentar.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="710"/>
        <source>In [%1]: %2, all cells</source>
        <translation>In [%1]: %2, semua sel</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="711"/>
        <source>In [%1]: %2, line %3</source>
        <translation>In [%1]: %2, baris %3</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="719"/>
        <source>The cells could not start.</source>
        <translation>Sel tidak dapat dimulai.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="731"/>
        <source>Python restarted: a fresh namespace and engine for the next cell.</source>
        <translation>Python dimulai ulang: namespace dan engine baru untuk sel berikutnya.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="732"/>
        <source>Python restarted</source>
        <translation>Python dimulai ulang</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="793"/>
        <source>The code is a new cell at the end of the Code dock&apos;s script: Ctrl+Enter runs it</source>
        <translation>Kode ini menjadi sel baru di akhir skrip pada dock Kode: Ctrl+Enter menjalankannya</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="820"/>
        <source>Open Python Script</source>
        <translation>Buka Skrip Python</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="820"/>
        <location filename="../../ui/mainwindow.cpp" line="838"/>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Skrip Python (*.py);;Semua berkas (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="828"/>
        <location filename="../../ui/mainwindow.cpp" line="837"/>
        <location filename="../../ui/mainwindow.cpp" line="842"/>
        <source>Save Python Script</source>
        <translation>Simpan Skrip Python</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="866"/>
        <source>Trace %1</source>
        <translation>Trace %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="814"/>
        <location filename="../../ui/mainwindow.cpp" line="869"/>
        <location filename="../../ui/mainwindow.cpp" line="948"/>
        <source>Opened %1</source>
        <translation>%1 dibuka</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="264"/>
        <source>What the scenario or the Code dock&apos;s cells print, like the chapter&apos;s notebook cells. Click a line of the script (script.py:12) to show it in the Code dock.</source>
        <translation>Apa yang dicetak skenario atau sel-sel di dock Kode, seperti sel notebook di bab ini. Klik satu baris skrip (script.py:12) untuk menampilkannya di dock Kode.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="874"/>
        <source>There is no run to export yet.</source>
        <translation>Belum ada run untuk diekspor.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="880"/>
        <source>Export Timeline</source>
        <translation>Ekspor Timeline</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="881"/>
        <source>%1 files (*.%2)</source>
        <translation>Berkas %1 (*.%2)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="889"/>
        <source>Export Trace</source>
        <translation>Ekspor Trace</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="890"/>
        <source>Chrome traces (*.json)</source>
        <translation>Trace Chrome (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="918"/>
        <location filename="../../ui/mainwindow.cpp" line="960"/>
        <location filename="../../ui/mainwindow.cpp" line="1032"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="930"/>
        <source>Opened session %1</source>
        <translation>Sesi %1 dibuka</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1077"/>
        <location filename="../../ui/mainwindow.cpp" line="1091"/>
        <location filename="../../ui/mainwindow.cpp" line="1115"/>
        <source>Save Session</source>
        <translation>Simpan Sesi</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1091"/>
        <source>AsyncLab sessions (*.asynclab);;All files (*)</source>
        <translation>Sesi AsyncLab (*.asynclab);;Semua berkas (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1078"/>
        <location filename="../../ui/mainwindow.cpp" line="1158"/>
        <location filename="../../ui/mainwindow.cpp" line="1186"/>
        <source>Could not write %1.</source>
        <translation>Tidak dapat menulis %1.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="115"/>
        <source>Press Run (Ctrl+R): each operation the scenario puts on the engine appears here as a bar, on the lane (thread or device) that ran it.</source>
        <translation>Tekan Jalankan (Ctrl+R): setiap operasi yang ditaruh skenario di engine muncul di sini sebagai satu batang, pada jalur (thread atau perangkat) yang menjalankannya.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="478"/>
        <source>The run panel&apos;s mode and the GPUs asked for are %1: Restart Python to run the cells there.</source>
        <translation>Mode panel Run dan GPU yang diminta adalah %1: Mulai Ulang Python untuk menjalankan sel di sana.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="831"/>
        <location filename="../../ui/mainwindow.cpp" line="845"/>
        <location filename="../../ui/mainwindow.cpp" line="1083"/>
        <location filename="../../ui/mainwindow.cpp" line="1160"/>
        <location filename="../../ui/mainwindow.cpp" line="1200"/>
        <source>Saved %1</source>
        <translation>%1 disimpan</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="966"/>
        <location filename="../../ui/mainwindow.cpp" line="994"/>
        <location filename="../../ui/mainwindow.cpp" line="1024"/>
        <location filename="../../ui/mainwindow.cpp" line="1032"/>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="969"/>
        <source>Cannot open %1: a run is in progress; stop it first.</source>
        <translation>Tidak dapat membuka %1: sebuah run sedang berjalan; hentikan dulu.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="977"/>
        <source>Opening %1...</source>
        <translation>Membuka %1...</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1025"/>
        <source>Cannot show %1: a run started meanwhile; open it again once the run is over.</source>
        <translation>Tidak dapat menampilkan %1: sebuah run dimulai sementara itu; buka lagi setelah run selesai.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1035"/>
        <source>Stopped opening %1; the window shows what it showed before.</source>
        <translation>Berhenti membuka %1; jendela menampilkan isi sebelumnya.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1111"/>
        <source>The network and the last run are not saved in a session.</source>
        <translation>Jaringan dan run terakhir belum disimpan dalam sesi.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1112"/>
        <source>%1 has changes to the network or the last run that are not saved.</source>
        <translation>%1 memiliki perubahan pada jaringan atau run terakhir yang belum disimpan.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1118"/>
        <source>Save them before they are gone?</source>
        <translation>Simpan sebelum hilang?</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1169"/>
        <source>%1 hybridized (%2)</source>
        <translation>%1 dihibridisasi (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1180"/>
        <source>Unknown view &apos;%1&apos; (timeline, memory, graph, compare).</source>
        <translation>Tampilan &apos;%1&apos; tidak dikenal (timeline, memory, graph, compare).</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1184"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1198"/>
        <source>Export View</source>
        <translation>Ekspor Tampilan</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1239"/>
        <source>Teacher mode: ask the room, run, then press Reveal (Ctrl+Return)</source>
        <translation>Mode guru: tanyakan kepada kelas, jalankan, lalu tekan Ungkap (Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1240"/>
        <source>Teacher mode is off</source>
        <translation>Mode guru nonaktif</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1336"/>
        <source>&lt;h3&gt;AsyncLab %1&lt;/h3&gt;&lt;p&gt;An interactive companion to the chapter &quot;Computational Performance&quot; of Dive into Deep Learning, with an embedded asynchronous execution engine.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later. This program comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AsyncLab %1&lt;/h3&gt;&lt;p&gt;Pendamping interaktif untuk bab &quot;Computational Performance&quot; (Kinerja Komputasi) dari Dive into Deep Learning, dengan mesin eksekusi asinkron bawaan.&lt;/p&gt;&lt;p&gt;Lisensi: GPL-3.0-or-later. Program ini disediakan TANPA JAMINAN APA PUN.&lt;/p&gt;&lt;p&gt;Dibangun dengan Qt %2 (berjalan di Qt %3).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1348"/>
        <source>The Lesson dock teaches the chapter step by step; each step sets up its run (Set Up This Run, then Ctrl+R).</source>
        <translation>Panel Pelajaran mengajarkan bab ini langkah demi langkah; setiap langkah menyiapkan run-nya (Siapkan Run Ini, lalu Ctrl+R).</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1354"/>
        <source>About AsyncLab</source>
        <translation>Tentang AsyncLab</translation>
    </message>
</context>
<context>
    <name>asynclab::MemoryView</name>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="65"/>
        <source>Memory in use per device over the run; dots mark each device&apos;s peak, dashed lines the moments the front end waited.</source>
        <translation>Memori yang terpakai per perangkat sepanjang run; titik menandai puncak setiap perangkat, garis putus-putus menandai saat-saat frontend menunggu.</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="68"/>
        <source>Shift+drag selects a time range; the timeline shows the same range.</source>
        <translation>Shift+seret memilih rentang waktu; timeline menampilkan rentang yang sama.</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="368"/>
        <source>in use (%1)</source>
        <translation>terpakai (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="375"/>
        <source>time (µs)</source>
        <translation>waktu (µs)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="376"/>
        <source>time (ms)</source>
        <translation>waktu (ms)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="377"/>
        <source>time (s)</source>
        <translation>waktu (s)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="415"/>
        <source>peak %1 %2</source>
        <translation>puncak %1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="432"/>
        <source>process resident</source>
        <translation>memori residen proses</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="441"/>
        <source>resident (%1)</source>
        <translation>residen (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="545"/>
        <source>Run a scenario to see its memory over time.</source>
        <translation>Jalankan skenario untuk melihat memorinya dari waktu ke waktu.</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="546"/>
        <source>This run recorded no memory counters.</source>
        <translation>Run ini tidak merekam penghitung memori.</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="554"/>
        <source>Memory: %1</source>
        <translation>Memori: %1</translation>
    </message>
</context>
<context>
    <name>asynclab::NetworkBuilder</name>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="92"/>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="115"/>
        <source>automatic</source>
        <translation>otomatis</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="143"/>
        <source>MLP 512-256-128-2 (12.1)</source>
        <translation>MLP 512-256-128-2 (12.1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="145"/>
        <source>Training MLP 512-2048-512-1 (12.2)</source>
        <translation>MLP pelatihan 512-2048-512-1 (12.2)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="147"/>
        <source>HybridNet with Print (12.1.3)</source>
        <translation>HybridNet dengan Print (12.1.3)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="149"/>
        <source>fancy_func, a program (12.1.1)</source>
        <translation>fancy_func, sebuah program (12.1.1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="150"/>
        <source>HybridConcurrent branches</source>
        <translation>Cabang HybridConcurrent</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="151"/>
        <source>Data-dependent branch</source>
        <translation>Percabangan yang bergantung pada data</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="157"/>
        <source>&amp;Dense</source>
        <translation>&amp;Dense</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="158"/>
        <source>&amp;Activation</source>
        <translation>&amp;Activation</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="159"/>
        <source>D&amp;ropout</source>
        <translation>D&amp;ropout</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="160"/>
        <source>&amp;Flatten</source>
        <translation>&amp;Flatten</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="161"/>
        <source>&amp;Print</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="162"/>
        <source>&amp;HybridSequential</source>
        <translation>&amp;HybridSequential</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="163"/>
        <source>&amp;Sequential</source>
        <translation>&amp;Sequential</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="164"/>
        <source>Hybrid&amp;Concurrent</source>
        <translation>Hybrid&amp;Concurrent</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="165"/>
        <source>Data&amp;Branch</source>
        <translation>Data&amp;Branch</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="178"/>
        <source>The chapter&apos;s networks; editing one makes it your own network.</source>
        <translation>Jaringan-jaringan dari bab ini; jaringan yang diubah menjadi jaringan Anda sendiri.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="179"/>
        <source>Your own network</source>
        <translation>Jaringan Anda sendiri</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="198"/>
        <location filename="../../ui/views/network_builder.cpp" line="255"/>
        <source>Add</source>
        <translation>Tambah</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="200"/>
        <source>Add a layer or block: into the selected container, else after the selected block.</source>
        <translation>Tambahkan lapisan atau blok: ke dalam kontainer yang dipilih, atau setelah blok yang dipilih.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="226"/>
        <source>One sample&apos;s shape: features such as 512, or dimensions such as 1, 28, 28.</source>
        <translation>Bentuk satu sampel: jumlah fitur seperti 512, atau dimensi seperti 1, 28, 28.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="233"/>
        <source>How many samples one call gets (the first dimension of the input).</source>
        <translation>Berapa banyak sampel yang diterima satu panggilan (dimensi pertama masukan).</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="251"/>
        <source>Double-click a cell to edit it; Delete removes, Alt+Up and Alt+Down move the selected block.</source>
        <translation>Klik ganda sebuah sel untuk mengubahnya; Delete menghapus, Alt+Up dan Alt+Down memindahkan blok yang dipilih.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="264"/>
        <source>fancy_func is a program, not a stack of layers: there are no blocks to edit. The code pane shows it. Run the fancy-func scenario (12.1.1) to see it run imperatively and compiled; pick a network above to build one.</source>
        <translation>fancy_func adalah program, bukan tumpukan lapisan: tidak ada blok yang bisa diubah. Panel kode menampilkannya. Jalankan skenario fancy-func (12.1.1) untuk melihatnya berjalan secara imperatif dan setelah dikompilasi; pilih jaringan di atas untuk membangunnya.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="278"/>
        <source>The equivalent Gluon (MXNet) Python code, updated as the network changes.</source>
        <translation>Kode Python Gluon (MXNet) yang setara, diperbarui setiap kali jaringan berubah.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="294"/>
        <source>&amp;Network:</source>
        <translation>&amp;Jaringan:</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="300"/>
        <source>&amp;Input shape:</source>
        <translation>Bentuk &amp;masukan:</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="302"/>
        <source>&amp;Batch size:</source>
        <translation>Ukuran &amp;batch:</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="361"/>
        <source>Remove</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="361"/>
        <source>Remove the selected block and what it holds (Delete)</source>
        <translation>Hapus blok yang dipilih beserta isinya (Delete)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="365"/>
        <source>Up</source>
        <translation>Naik</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="365"/>
        <source>Move the selected block up (Alt+Up)</source>
        <translation>Pindahkan blok yang dipilih ke atas (Alt+Up)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="369"/>
        <source>Down</source>
        <translation>Turun</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="369"/>
        <source>Move the selected block down (Alt+Down)</source>
        <translation>Pindahkan blok yang dipilih ke bawah (Alt+Down)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="374"/>
        <source>Undo</source>
        <translation>Urungkan</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="374"/>
        <location filename="../../ui/views/network_builder.cpp" line="382"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>Urungkan (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="382"/>
        <source>Undo %1 (Ctrl+Z)</source>
        <translation>Urungkan %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="384"/>
        <source>Redo</source>
        <translation>Ulangi</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="384"/>
        <location filename="../../ui/views/network_builder.cpp" line="391"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Ulangi (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="392"/>
        <source>Redo %1 (Ctrl+Shift+Z)</source>
        <translation>Ulangi %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="394"/>
        <source>Open...</source>
        <translation>Buka...</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="394"/>
        <source>Open a network description (JSON)</source>
        <translation>Buka deskripsi jaringan (JSON)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="396"/>
        <source>Save...</source>
        <translation>Simpan...</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="396"/>
        <source>Save the network as JSON</source>
        <translation>Simpan jaringan sebagai JSON</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="405"/>
        <source>Set network</source>
        <translation>Tetapkan jaringan</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="445"/>
        <source>Cannot open %1: %2</source>
        <translation>Tidak dapat membuka %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="447"/>
        <source>Cannot load %1: the file is larger than 16 MiB, so it is not a network description.</source>
        <translation>Tidak dapat memuat %1: berkas lebih besar dari 16 MiB, jadi bukan deskripsi jaringan.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="453"/>
        <source>Cannot load %1: %2</source>
        <translation>Tidak dapat memuat %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="454"/>
        <source>Open %1</source>
        <translation>Buka %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="466"/>
        <source>Cannot save: %1 is a program, not a network.</source>
        <translation>Tidak dapat menyimpan: %1 adalah program, bukan jaringan.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="468"/>
        <source>Cannot save: the network is not valid (%1).</source>
        <translation>Tidak dapat menyimpan: jaringan tidak valid (%1).</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="471"/>
        <location filename="../../ui/views/network_builder.cpp" line="474"/>
        <source>Cannot write %1: %2</source>
        <translation>Tidak dapat menulis %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="481"/>
        <location filename="../../ui/views/network_builder.cpp" line="484"/>
        <source>Open Network</source>
        <translation>Buka Jaringan</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="481"/>
        <location filename="../../ui/views/network_builder.cpp" line="492"/>
        <source>AsyncLab networks (*.json);;All files (*)</source>
        <translation>Jaringan AsyncLab (*.json);;Semua berkas (*)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="491"/>
        <location filename="../../ui/views/network_builder.cpp" line="495"/>
        <source>Save Network</source>
        <translation>Simpan Jaringan</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="502"/>
        <source>Choose %1</source>
        <translation>Pilih %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="505"/>
        <source>Unknown preset &apos;%1&apos;.</source>
        <translation>Preset &apos;%1&apos; tidak dikenal.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="575"/>
        <source>Refused: input shape &apos;%1&apos; is not a list of whole numbers such as 512 or 1, 28, 28.</source>
        <translation>Ditolak: bentuk masukan &apos;%1&apos; bukan daftar bilangan bulat seperti 512 atau 1, 28, 28.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="633"/>
        <source>fancy_func is a program; the code pane shows it.</source>
        <translation>fancy_func adalah program; panel kode menampilkannya.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="635"/>
        <source>Not valid: %1</source>
        <translation>Tidak valid: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="638"/>
        <source>Valid, but the output shape is unknown for this input: %1</source>
        <translation>Valid, tetapi bentuk keluaran untuk masukan ini tidak diketahui: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="644"/>
        <source>Input %1, output %2, %3 parameters</source>
        <translation>Masukan %1, keluaran %2, %3 parameter</translation>
    </message>
</context>
<context>
    <name>asynclab::NetworkCompiler</name>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="32"/>
        <source>fancy_func is a program: its compiled form is shown by the fancy-func scenario.</source>
        <translation>fancy_func adalah program: bentuk hasil kompilasinya ditampilkan oleh skenario fancy-func.</translation>
    </message>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="35"/>
        <source>The network is not valid yet: %1</source>
        <translation>Jaringan belum valid: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="50"/>
        <source>Nothing in this network can be hybridized: it has no HybridBlock.</source>
        <translation>Tidak ada bagian jaringan ini yang dapat dihibridisasi: jaringan ini tidak memiliki HybridBlock.</translation>
    </message>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="53"/>
        <source>Could not hybridize the network: %1</source>
        <translation>Jaringan tidak dapat dihibridisasi: %1</translation>
    </message>
</context>
<context>
    <name>asynclab::NetworkModel</name>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="238"/>
        <source>Replace network</source>
        <translation>Ganti jaringan</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="243"/>
        <source>Unknown program &apos;%1&apos;.</source>
        <translation>Program &apos;%1&apos; tidak dikenal.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="245"/>
        <source>Show %1</source>
        <translation>Tampilkan %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="276"/>
        <location filename="../../ui/models/network_model.cpp" line="289"/>
        <location filename="../../ui/models/network_model.cpp" line="314"/>
        <source>Refused: %1</source>
        <translation>Ditolak: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="278"/>
        <source>Set input shape</source>
        <translation>Tetapkan bentuk masukan</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="291"/>
        <source>Set batch size</source>
        <translation>Tetapkan ukuran batch</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="299"/>
        <source>Refused: a network has one root block; add to it instead.</source>
        <translation>Ditolak: sebuah jaringan hanya punya satu blok akar; tambahkan ke dalamnya.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="304"/>
        <source>Refused: a %1 has no children.</source>
        <translation>Ditolak: %1 tidak dapat memiliki anak.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="319"/>
        <source>Add %1</source>
        <translation>Tambah %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="329"/>
        <source>Refused: the root block cannot be removed.</source>
        <translation>Ditolak: blok akar tidak dapat dihapus.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="334"/>
        <source>Remove %1</source>
        <translation>Hapus %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="342"/>
        <source>Refused: the root block cannot be moved.</source>
        <translation>Ditolak: blok akar tidak dapat dipindahkan.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="347"/>
        <source>Refused: this block is already the first.</source>
        <translation>Ditolak: blok ini sudah yang pertama.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="348"/>
        <source>Refused: this block is already the last.</source>
        <translation>Ditolak: blok ini sudah yang terakhir.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="350"/>
        <source>Move up</source>
        <translation>Pindahkan ke atas</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="350"/>
        <source>Move down</source>
        <translation>Pindahkan ke bawah</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="357"/>
        <source>Refused: no block selected.</source>
        <translation>Ditolak: tidak ada blok yang dipilih.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="362"/>
        <source>Refused: a %1 cannot become a %2; only HybridSequential and Sequential can be switched (remove the block and add another).</source>
        <translation>Ditolak: %1 tidak dapat diubah menjadi %2; hanya HybridSequential dan Sequential yang dapat saling ditukar (hapus bloknya lalu tambahkan yang lain).</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="368"/>
        <source>Refused: %1.%2</source>
        <translation>Ditolak: %1.%2</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="370"/>
        <source>Edit %1</source>
        <translation>Ubah %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="446"/>
        <source>Output shape for a batch of %1: %2</source>
        <translation>Bentuk keluaran untuk batch berukuran %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="453"/>
        <source>Runs its children in order; can be hybridized (compiled). Edit to switch to Sequential.</source>
        <translation>Menjalankan anak-anaknya secara berurutan; dapat dihibridisasi (dikompilasi). Ubah untuk beralih ke Sequential.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="457"/>
        <source>Runs its children in order, imperatively only. Edit to switch to HybridSequential.</source>
        <translation>Menjalankan anak-anaknya secara berurutan, hanya secara imperatif. Ubah untuk beralih ke HybridSequential.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="461"/>
        <source>Runs every branch on the same input and concatenates the outputs.</source>
        <translation>Menjalankan setiap cabang pada masukan yang sama dan menggabungkan (concatenate) keluarannya.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="462"/>
        <source>Fully connected layer.</source>
        <translation>Lapisan terhubung penuh (fully connected).</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="463"/>
        <source>Element-wise activation function.</source>
        <translation>Fungsi aktivasi per elemen.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="464"/>
        <source>Zeroes inputs at random while training.</source>
        <translation>Menolkan masukan secara acak selama pelatihan.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="465"/>
        <source>Flattens each sample to one dimension.</source>
        <translation>Meratakan setiap sampel menjadi satu dimensi.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="467"/>
        <source>Prints its input: every call imperatively, only while tracing once hybridized.</source>
        <translation>Mencetak masukannya: setiap panggilan jika imperatif, hanya saat penelusuran setelah dihibridisasi.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="471"/>
        <source>Runs its first child when x.sum() &gt; 0, else its second: data-dependent control flow, so it cannot be hybridized.</source>
        <translation>Menjalankan anak pertamanya jika x.sum() &gt; 0, jika tidak anak keduanya: alur kendali yang bergantung pada data, sehingga tidak dapat dihibridisasi.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="487"/>
        <source>then: %1</source>
        <translation>maka: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="487"/>
        <source>else: %1</source>
        <translation>jika tidak: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="497"/>
        <location filename="../../ui/models/network_model.cpp" line="560"/>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="503"/>
        <source>rate %1</source>
        <translation>laju %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="508"/>
        <source>axis %1</source>
        <translation>sumbu %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="512"/>
        <source>no bias</source>
        <translation>tanpa bias</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="513"/>
        <source>no flatten</source>
        <translation>tanpa flatten</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="514"/>
        <source>in_units %1</source>
        <translation>in_units %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="529"/>
        <source>Refused: this cell is read-only.</source>
        <translation>Ditolak: sel ini hanya-baca.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="543"/>
        <source>Refused: %1.%2: must be a whole number, got &apos;%3&apos;</source>
        <translation>Ditolak: %1.%2: harus bilangan bulat, diterima &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="551"/>
        <source>Refused: %1.kind: unknown kind &apos;%2&apos;</source>
        <translation>Ditolak: %1.kind: jenis &apos;%2&apos; tidak dikenal</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="575"/>
        <source>Refused: %1.rate: must be a number, got &apos;%2&apos;</source>
        <translation>Ditolak: %1.rate: harus berupa angka, diterima &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="584"/>
        <source>Refused: %1.axis: %2 is out of range [-8, 7]</source>
        <translation>Ditolak: %1.axis: %2 di luar rentang [-8, 7]</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="622"/>
        <source>Block</source>
        <translation>Blok</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="623"/>
        <source>Units</source>
        <translation>Unit</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="624"/>
        <source>Activation</source>
        <translation>Aktivasi</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="625"/>
        <source>Setting</source>
        <translation>Pengaturan</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="626"/>
        <source>Output shape</source>
        <translation>Bentuk keluaran</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="627"/>
        <source>Name</source>
        <translation>Nama</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="634"/>
        <source>Dropout rate, Print label, HybridConcurrent axis; Dense options that differ from the defaults.</source>
        <translation>Laju Dropout, label Print, sumbu HybridConcurrent; opsi Dense yang berbeda dari bawaan.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="638"/>
        <source>The shape each block gives for the input shape and batch size.</source>
        <translation>Bentuk yang dihasilkan setiap blok untuk bentuk masukan dan ukuran batch ini.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="640"/>
        <source>A fixed block name (its parameter prefix); empty: automatic.</source>
        <translation>Nama blok yang tetap (prefiks parameternya); kosong: otomatis.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="796"/>
        <source>Unknown: the input of this block has no known shape.</source>
        <translation>Tidak diketahui: bentuk masukan blok ini tidak diketahui.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="798"/>
        <source>This Dense expects %1 input features but gets %2.</source>
        <translation>Dense ini mengharapkan %1 fitur masukan, tetapi menerima %2.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="802"/>
        <source>Unknown: a block inside has no known output shape.</source>
        <translation>Tidak diketahui: sebuah blok di dalamnya tidak memiliki bentuk keluaran yang diketahui.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="804"/>
        <source>Unknown: a HybridConcurrent needs at least one branch.</source>
        <translation>Tidak diketahui: HybridConcurrent membutuhkan setidaknya satu cabang.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="806"/>
        <source>Unknown: a branch has no known output shape.</source>
        <translation>Tidak diketahui: sebuah cabang tidak memiliki bentuk keluaran yang diketahui.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="808"/>
        <source>Axis %1 is out of range for outputs of rank %2.</source>
        <translation>Sumbu %1 di luar rentang untuk keluaran dengan rank %2.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="812"/>
        <source>Branch outputs %1 and %2 cannot be concatenated on axis %3.</source>
        <translation>Keluaran cabang %1 dan %2 tidak dapat digabungkan pada sumbu %3.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="816"/>
        <source>Unknown: a DataBranch needs exactly two branches.</source>
        <translation>Tidak diketahui: DataBranch membutuhkan tepat dua cabang.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="818"/>
        <source>The branches give different shapes (%1 and %2), so the output depends on the data.</source>
        <translation>Cabang-cabang menghasilkan bentuk yang berbeda (%1 dan %2), sehingga keluarannya bergantung pada data.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="854"/>
        <source>Refused: %1 is a program, not a network; pick a network preset to edit.</source>
        <translation>Ditolak: %1 adalah program, bukan jaringan; pilih preset jaringan untuk diubah.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="868"/>
        <source># fancy_func (12.1.1) is a program, not a stack of
# layers: plain Python functions that the interpreter
# runs one statement at a time.
</source>
        <translation># fancy_func (12.1.1) adalah program, bukan
# tumpukan lapisan: fungsi Python biasa yang
# dijalankan interpreter satu pernyataan demi
# satu pernyataan.
</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="884"/>
        <source># Imperatively, each add() is one op. Compiled, the
# program is known as a whole: with constant inputs
# the three additions fold into the constant 10.
# The fancy-func scenario runs both and counts ops.
</source>
        <translation># Secara imperatif, setiap add() adalah satu
# operasi. Setelah dikompilasi, program dikenal
# secara utuh: dengan masukan konstan, ketiga
# penjumlahan dilipat menjadi konstanta 10.
# Skenario fancy-func menjalankan keduanya dan
# menghitung operasinya.
</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="898"/>
        <source># Not valid yet: %1
</source>
        <translation># Belum valid: %1
</translation>
    </message>
</context>
<context>
    <name>asynclab::OpKind</name>
    <message>
        <location filename="../../ui/models/labels.cpp" line="15"/>
        <source>other</source>
        <translation>lainnya</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="16"/>
        <source>elementwise</source>
        <translation>per elemen</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="17"/>
        <source>matmul</source>
        <translation>perkalian matriks</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="18"/>
        <source>reduction</source>
        <translation>reduksi</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="19"/>
        <source>random</source>
        <translation>acak</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="20"/>
        <source>layout</source>
        <translation>tata letak</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="21"/>
        <source>copy</source>
        <translation>salin</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="22"/>
        <source>memory</source>
        <translation>memori</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="23"/>
        <source>bulk</source>
        <translation>bundel</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="24"/>
        <source>fused</source>
        <translation>hasil fusi</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="25"/>
        <source>comm</source>
        <translation>komunikasi</translation>
    </message>
</context>
<context>
    <name>asynclab::OpStatsTableModel</name>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="58"/>
        <source>The longest part inside the range: op #%1</source>
        <translation>Bagian terpanjang di dalam rentang: operasi #%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="68"/>
        <source>Op</source>
        <translation>Operasi</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="69"/>
        <source>Count</source>
        <translation>Jumlah</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="70"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="71"/>
        <source>Mean</source>
        <translation>Rata-rata</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="72"/>
        <source>Max</source>
        <translation>Maks</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="73"/>
        <source>Share</source>
        <translation>Porsi</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="77"/>
        <source>Ops of this name that overlap the range</source>
        <translation>Operasi bernama ini yang tumpang tindih dengan rentang</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="78"/>
        <source>Their time inside the range (each clipped to it)</source>
        <translation>Waktu mereka di dalam rentang (masing-masing dipotong ke rentang)</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="79"/>
        <source>The largest clipped duration</source>
        <translation>Durasi terpotong terbesar</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="80"/>
        <source>Part of the selected ops&apos; total time</source>
        <translation>Bagian dari total waktu operasi yang dipilih</translation>
    </message>
</context>
<context>
    <name>asynclab::RecentFilesMenu</name>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="10"/>
        <source>Open &amp;Recent</source>
        <translation>Buka Ter&amp;baru</translation>
    </message>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="13"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Kosongkan Daftar</translation>
    </message>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="15"/>
        <source>Forget the files opened before</source>
        <translation>Lupakan berkas yang dibuka sebelumnya</translation>
    </message>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="44"/>
        <source>%1 no longer exists</source>
        <translation>%1 sudah tidak ada</translation>
    </message>
</context>
<context>
    <name>asynclab::ReplayBar</name>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="32"/>
        <source>Drag through the run: the dependency graph shows each op&apos;s state at this instant</source>
        <translation>Geser sepanjang run: grafik ketergantungan menunjukkan status setiap operasi pada saat ini</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="38"/>
        <source>as fast as it ran</source>
        <translation>secepat run aslinya</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="38"/>
        <source>%1x slower</source>
        <translation>%1x lebih lambat</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="41"/>
        <source>How fast Play replays the run</source>
        <translation>Seberapa cepat Putar memutar ulang run</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="56"/>
        <source>Replay:</source>
        <translation>Putar ulang:</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="89"/>
        <source>Pause</source>
        <translation>Jeda</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="89"/>
        <source>Play</source>
        <translation>Putar</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="98"/>
        <source>Press Play, drag the slider or the line on the timeline, or step with , and . to replay the run op by op.</source>
        <translation>Tekan Putar, geser slider atau garis pada timeline, atau melangkah dengan , dan . untuk memutar ulang run operasi demi operasi.</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="100"/>
        <source>Replay: after a run, or with a trace open.</source>
        <translation>Putar ulang: setelah run, atau saat trace terbuka.</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="120"/>
        <source>queue depth %1</source>
        <translation>kedalaman antrian %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="122"/>
        <source>memory %1: %2</source>
        <translation>memori %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="123"/>
        <source>%1 running, %2 done</source>
        <translation>%1 berjalan, %2 selesai</translation>
    </message>
</context>
<context>
    <name>asynclab::ReplayCursor</name>
    <message>
        <location filename="../../ui/models/replay.cpp" line="173"/>
        <source>%1 blocked in %2</source>
        <translation>%1 terblokir di %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/replay.cpp" line="174"/>
        <source>%1 blocked in %2, waiting for %3</source>
        <translation>%1 terblokir di %2, menunggu %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/models/replay.cpp" line="178"/>
        <source>%1 has pushed all its %n op(s)</source>
        <translation>
            <numerusform>%1 telah mengirim semua %n operasinya</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/models/replay.cpp" line="182"/>
        <source>%1 has pushed %2 of %3 ops</source>
        <translation>%1 telah mengirim %2 dari %3 operasi</translation>
    </message>
</context>
<context>
    <name>asynclab::RunDialogs</name>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="47"/>
        <source>microseconds an idle worker, or the front end at a sync, spins before it sleeps (Run &gt; Spin Before Sleeping)</source>
        <translation>mikrodetik yang dihabiskan worker yang menganggur, atau frontend di titik sinkronisasi, untuk menunggu aktif sebelum tidur (Jalankan &gt; Tunggu Aktif Sebelum Tidur)</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="54"/>
        <source>this machine (real) beside the simulated one (sim), with the simulated CPU the run panel names: cpu=this-machine shows how close the simulator comes to this computer, op by op</source>
        <translation>mesin ini (real) berdampingan dengan mesin simulasi (sim), dengan CPU simulasi yang disebut di panel Run: cpu=this-machine menunjukkan seberapa dekat simulator dengan komputer ini, operasi demi operasi</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="64"/>
        <source>Compare Two Runs</source>
        <translation>Bandingkan Dua Run</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="91"/>
        <source>Vary</source>
        <translation>Variasikan</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="92"/>
        <source>Run A</source>
        <translation>Run A</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="93"/>
        <source>Run B</source>
        <translation>Run B</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="96"/>
        <source>Run Both</source>
        <translation>Jalankan Keduanya</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="100"/>
        <source>The other settings stay as they are in the run panel.</source>
        <translation>Pengaturan lainnya tetap seperti di panel Run.</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="111"/>
        <source>Export View</source>
        <translation>Ekspor Tampilan</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="113"/>
        <source>PNG image (*.png);;SVG vector image (*.svg);;PDF document (*.pdf)</source>
        <translation>Gambar PNG (*.png);;Gambar vektor SVG (*.svg);;Dokumen PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="118"/>
        <source>Export Size</source>
        <translation>Ukuran Ekspor</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="123"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="130"/>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="133"/>
        <source>PNG only: pixels per logical pixel (2x for sharp slides on high-DPI projectors)</source>
        <translation>Khusus PNG: piksel per piksel logis (2x untuk slide yang tajam pada proyektor high-DPI)</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="137"/>
        <source>Width</source>
        <translation>Lebar</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="138"/>
        <source>Height</source>
        <translation>Tinggi</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="139"/>
        <source>Resolution</source>
        <translation>Resolusi</translation>
    </message>
</context>
<context>
    <name>asynclab::RunPanel</name>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="57"/>
        <source>%1 (%2).</source>
        <translation>%1 (%2).</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="114"/>
        <source>The experiment to run, with its section of the chapter.</source>
        <translation>Eksperimen yang akan dijalankan, beserta bagiannya dalam bab.</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="118"/>
        <source>Simulated machine</source>
        <translation>Mesin simulasi</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="119"/>
        <source>This machine</source>
        <translation>Mesin ini</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="122"/>
        <source>Sim runs on a modelled CPU and GPU with a deterministic clock; real runs on this computer.</source>
        <translation>Sim berjalan pada CPU dan GPU yang dimodelkan dengan jam deterministik; real berjalan di komputer ini.</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="151"/>
        <source>Scenario</source>
        <translation>Skenario</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="152"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="156"/>
        <source>&lt;b&gt;Parameters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Parameter&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="195"/>
        <source>From the Network dock...</source>
        <translation>Dari dock Jaringan...</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="198"/>
        <source>The network built in the Network dock (presets, layers, units); click to show it.</source>
        <translation>Jaringan yang dibangun di dock Jaringan (preset, lapisan, unit); klik untuk menampilkannya.</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="222"/>
        <source>(none)</source>
        <translation>(tidak ada)</translation>
    </message>
</context>
<context>
    <name>asynclab::RunSettingsModel</name>
    <message>
        <location filename="../../ui/models/run_settings.cpp" line="242"/>
        <source>unknown scenario &apos;%1&apos;</source>
        <translation>skenario &apos;%1&apos; tidak dikenal</translation>
    </message>
</context>
<context>
    <name>asynclab::RunStatus</name>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="21"/>
        <source>CPU threads: %1</source>
        <translation>Thread CPU: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="25"/>
        <source>Ready</source>
        <translation>Siap</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="38"/>
        <source>Run failed: %1</source>
        <translation>Run gagal: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="45"/>
        <location filename="../../ui/views/run_status.cpp" line="53"/>
        <source>Running %1...</source>
        <translation>Menjalankan %1...</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="51"/>
        <source>Paused: the front end waits before its next op (F10 steps one op, F6 resumes)</source>
        <translation>Dijeda: frontend menunggu sebelum operasi berikutnya (F10 maju satu operasi, F6 melanjutkan)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/views/run_status.cpp" line="57"/>
        <source>Paused: %n op(s) issued one at a time (F10 for the next, F6 to resume)</source>
        <translation>
            <numerusform>Dijeda: %n operasi dikirim satu per satu (F10 untuk berikutnya, F6 untuk melanjutkan)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="66"/>
        <source>Stopped %1 early</source>
        <translation>%1 dihentikan lebih awal</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="67"/>
        <source>Finished %1 in %2</source>
        <translation>%1 selesai dalam %2</translation>
    </message>
</context>
<context>
    <name>asynclab::Scenario</name>
    <message>
        <location filename="../../ui/models/scenario_texts.cpp" line="13"/>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="63"/>
        <source>the front end got control back after %1 sec, %2 sooner than the work finished (%3 sec)</source>
        <translation>frontend mendapatkan kendali kembali setelah %1 detik, %2 lebih cepat daripada saat pekerjaan selesai (%3 detik)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="68"/>
        <source>needs the async variant</source>
        <translation>membutuhkan varian async</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="121"/>
        <source>%1 ops were queued without waiting; the front end blocked %2 time(s), only to print z</source>
        <translation>%1 operasi dimasukkan ke antrian tanpa menunggu; frontend terblokir %2 kali, hanya untuk mencetak z</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="125"/>
        <source>%1 ops were queued without waiting; the front end blocked %2 time(s), and z came out wrong</source>
        <translation>%1 operasi dimasukkan ke antrian tanpa menunggu; frontend terblokir %2 kali, dan nilai z salah</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="204"/>
        <source>waitall and wait_to_read took about the same time (ratio %1); numpy and scalar conversion block as well</source>
        <translation>waitall dan wait_to_read memakan waktu yang kurang lebih sama (rasio %1); konversi ke numpy dan ke skalar juga memblokir</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="210"/>
        <source>needs the waitall and wait_to_read variants</source>
        <translation>membutuhkan varian waitall dan wait_to_read</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="272"/>
        <source>needs both variants</source>
        <translation>membutuhkan kedua varian</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="293"/>
        <source>asynchronous issue was %1 faster than waiting after every op</source>
        <translation>pengiriman asinkron %1 lebih cepat daripada menunggu setelah setiap operasi</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="414"/>
        <source>needs the each and none barriers</source>
        <translation>membutuhkan hambatan each dan none</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="426"/>
        <source>without a barrier the peak memory above the start was %1 that with a barrier after every batch (%2 MB versus %3 MB), for about the same total time (%4 versus %5 sec)</source>
        <translation>tanpa hambatan, puncak memori di atas kondisi awal mencapai %1 puncak dengan hambatan setelah setiap batch (%2 MB dibanding %3 MB), dengan waktu total yang kurang lebih sama (%4 dibanding %5 detik)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="432"/>
        <source>without a barrier the peak memory above the start was %1 that with a barrier after every batch (%2 MB versus %3 MB), for about the same total time (%4 versus %5 sec); the excess grows with the batches queued, each holding its input: try more batches</source>
        <translation>tanpa hambatan, puncak memori di atas kondisi awal mencapai %1 puncak dengan hambatan setelah setiap batch (%2 MB dibanding %3 MB), dengan waktu total yang kurang lebih sama (%4 dibanding %5 detik); kelebihannya bertambah seiring jumlah batch di antrian, yang masing-masing menahan masukannya: coba lebih banyak batch</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="447"/>
        <source>10 random 1000x1000 matrix products: synchronous, issued, and finished</source>
        <translation>10 perkalian matriks acak 1000x1000: sinkron, dikirim, dan selesai</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="449"/>
        <location filename="../../engine/scenarios/async.cpp" line="477"/>
        <source>matrix size</source>
        <translation>ukuran matriks</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="450"/>
        <location filename="../../engine/scenarios/parallel.cpp" line="171"/>
        <source>products</source>
        <translation>jumlah perkalian</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="461"/>
        <source>z = x * y + 2: the ops queue up, the front end waits only to print z</source>
        <translation>z = x * y + 2: operasi-operasi mengantri, frontend hanya menunggu untuk mencetak z</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="465"/>
        <source>times the program runs (the first is shown; total_s times all)</source>
        <translation>berapa kali program dijalankan (yang pertama ditampilkan; total_s mengukur semuanya)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="475"/>
        <source>waitall, wait_to_read, numpy and scalar conversion all block</source>
        <translation>waitall, wait_to_read, konversi ke numpy dan ke skalar, semuanya memblokir</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="479"/>
        <source>products per variant (the best time is reported)</source>
        <translation>perkalian per varian (waktu terbaik yang dilaporkan)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="490"/>
        <source>10,000 times y = x + 1, waiting after each or only at the end (t1, t2, t3)</source>
        <translation>10.000 kali y = x + 1, menunggu setelah setiap penjumlahan atau hanya di akhir (t1, t2, t3)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="493"/>
        <source>additions</source>
        <translation>jumlah penjumlahan</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="503"/>
        <source>MLP 2048-512-1 training loop with and without a barrier per batch: memory</source>
        <translation>Loop pelatihan MLP 2048-512-1 dengan dan tanpa hambatan per batch: memori</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="507"/>
        <source>all, or one barrier: each batch, none, or lag:K (wait for the loss of K batches earlier)</source>
        <translation>all, atau satu hambatan: each (setiap batch), none, atau lag:K (menunggu loss dari K batch sebelumnya)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="512"/>
        <source>minibatches</source>
        <translation>jumlah minibatch</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="514"/>
        <source>rows per minibatch</source>
        <translation>baris per minibatch</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="516"/>
        <source>input features</source>
        <translation>fitur masukan</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="518"/>
        <source>units of the first Dense layer</source>
        <translation>unit lapisan Dense pertama</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="520"/>
        <source>units of the second Dense layer</source>
        <translation>unit lapisan Dense kedua</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="523"/>
        <source>K of the lag run when barrier=all</source>
        <translation>K untuk run lag ketika barrier=all</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="525"/>
        <source>print the time every this many batches</source>
        <translation>cetak waktu setiap sekian batch</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="70"/>
        <source>GEMM or memory bandwidth figure missing</source>
        <translation>angka GEMM atau bandwidth memori tidak tersedia</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="76"/>
        <source>the CPU does %1 FLOPs in the time it reads one float32 from memory, so an op needs that many FLOPs per value read to be compute-bound</source>
        <translation>CPU mengerjakan %1 FLOPs dalam waktu yang dibutuhkannya untuk membaca satu float32 dari memori, jadi sebuah operasi memerlukan FLOPs sebanyak itu per nilai yang dibaca agar dibatasi oleh komputasi (compute-bound)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="87"/>
        <source>measure caches, memory bandwidth, GEMM and copies (sim: the presets&apos; figures)</source>
        <translation>ukur cache, bandwidth memori, GEMM, dan penyalinan (sim: angka dari preset)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="92"/>
        <source>real: 1 for a probe well under a second (rough figures)</source>
        <translation>real: 1 untuk pengukuran singkat yang jauh di bawah satu detik (angka kasar)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="97"/>
        <source>the interpreter issued %1 ops, the compiled program %2 (the passes folded %3 nodes into %4)</source>
        <translation>interpreter mengirim %1 operasi, program hasil kompilasi %2 (tahap optimasi melipat %3 simpul menjadi %4)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="220"/>
        <source>%1 hybridized calls took %2 sec against %3 sec imperative (%4 speedup); the kernels alone take %5 sec</source>
        <translation>%1 panggilan yang dihibridisasi memakan %2 detik dibanding %3 detik secara imperatif (percepatan %4); kernel-nya saja memakan %5 detik</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="305"/>
        <source>print fired on %1 of %2 imperative calls and on %3 of %2 hybridized calls (only while tracing); the data-dependent branch was refused when hybridized</source>
        <translation>print dijalankan pada %1 dari %2 panggilan imperatif dan pada %3 dari %2 panggilan yang dihibridisasi (hanya saat penelusuran); percabangan yang bergantung pada data ditolak saat dihibridisasi</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="311"/>
        <source>print fired on %1 of %2 imperative calls and on %3 of %2 hybridized calls (only while tracing); the data-dependent branch was NOT refused when hybridized</source>
        <translation>print dijalankan pada %1 dari %2 panggilan imperatif dan pada %3 dari %2 panggilan yang dihibridisasi (hanya saat penelusuran); percabangan yang bergantung pada data TIDAK ditolak saat dihibridisasi</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="387"/>
        <source>the model re-imported from the symbol JSON and .params file gives the same output (max abs difference %1)</source>
        <translation>model yang diimpor ulang dari JSON simbol dan berkas .params memberikan keluaran yang sama (selisih absolut maks. %1)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="399"/>
        <source>fancy_func run imperatively and compiled: ops issued</source>
        <translation>fancy_func dijalankan secara imperatif dan setelah dikompilasi: operasi yang dikirim</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="407"/>
        <source>the MLP 512-256-128-2 called 1000 times with and without hybridization: time</source>
        <translation>MLP 512-256-128-2 dipanggil 1000 kali dengan dan tanpa hibridisasi: waktu</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="412"/>
        <source>forward calls per variant</source>
        <translation>panggilan propagasi maju per varian</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="414"/>
        <source>sim: microseconds the front end spends issuing one op (a Python front end: about 20)</source>
        <translation>sim: mikrodetik yang dihabiskan frontend untuk mengirim satu operasi (frontend Python: sekitar 20)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="426"/>
        <source>print inside hybrid_forward fires only when tracing</source>
        <translation>print di dalam hybrid_forward hanya dijalankan saat penelusuran</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="429"/>
        <source>calls imperatively, then hybridized</source>
        <translation>panggilan secara imperatif, lalu setelah dihibridisasi</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="440"/>
        <source>export the hybridized MLP (graph JSON and parameters), import it, compare</source>
        <translation>ekspor MLP yang dihibridisasi (JSON grafik dan parameter), impor kembali, lalu bandingkan</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="445"/>
        <source>1: leave my_mlp-symbol.json and my_mlp-0000.params in the current folder, as the chapter&apos;s net.export(&apos;my_mlp&apos;) does</source>
        <translation>1: biarkan my_mlp-symbol.json dan my_mlp-0000.params di folder saat ini, seperti yang dilakukan net.export(&apos;my_mlp&apos;) dalam bab ini</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="154"/>
        <source>needs two GPUs (sim mode has them)</source>
        <translation>membutuhkan dua GPU (mode sim menyediakannya)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="159"/>
        <source>a step on 2 GPUs took %1 ms, on 1 GPU %2 ms (%3 speedup)</source>
        <translation>satu langkah pada 2 GPU memakan %1 ms, pada 1 GPU %2 ms (percepatan %3)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="169"/>
        <source>data-parallel training on 1, 2, 4, 8 GPUs: step time and scaling</source>
        <translation>pelatihan paralel data pada 1, 2, 4, 8 GPU: waktu per langkah dan penskalaan</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="175"/>
        <source>GPU counts (k &lt;= 8; real mode: those this machine has)</source>
        <translation>jumlah GPU (k &lt;= 8; mode real: sebanyak yang dimiliki mesin ini)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="178"/>
        <source>minibatch rows, split across the GPUs</source>
        <translation>baris minibatch, dibagi ke seluruh GPU</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="181"/>
        <source>sim: the link between GPUs</source>
        <translation>sim: tautan antar-GPU</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="184"/>
        <source>sim: the link between the CPU and each GPU</source>
        <translation>sim: tautan antara CPU dan setiap GPU</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="186"/>
        <source>sim: the host CPU, whose threads launch the GPUs&apos; ops (this-machine: this CPU&apos;s measured cost per op)</source>
        <translation>sim: CPU host, yang thread-nya meluncurkan operasi GPU (this-machine: biaya per operasi yang diukur pada CPU ini)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="190"/>
        <source>the all-reduce</source>
        <translation>all-reduce</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="192"/>
        <source>1: all-reduce each layer during backward; 0: after it</source>
        <translation>1: all-reduce setiap lapisan selama propagasi mundur; 0: setelahnya</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="195"/>
        <location filename="../../engine/scenarios/scenario.cpp" line="372"/>
        <source>sim: microseconds the front end spends issuing one op</source>
        <translation>sim: mikrodetik yang dihabiskan frontend untuk mengirim satu operasi</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="76"/>
        <source>no sync point inside the loop (one wait_all at the end)</source>
        <translation>tidak ada titik sinkronisasi di dalam loop (satu wait_all di akhir)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="78"/>
        <source>%1 after every iteration</source>
        <translation>%1 setelah setiap iterasi</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="83"/>
        <source>wait for the output of %1 iterations earlier</source>
        <translation>menunggu keluaran dari %1 iterasi sebelumnya</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="337"/>
        <source>hybridized took %1 sec against %2 sec imperative (%3)</source>
        <translation>setelah dihibridisasi memakan %1 detik dibanding %2 detik secara imperatif (%3)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="351"/>
        <source>inside the loop the front end waited %1 of the %2 sec it took to issue (%3); the run took %4 sec. Issuing is the bottleneck: the back end waits for the front end</source>
        <translation>di dalam loop, frontend menunggu %1 dari %2 detik yang dibutuhkannya untuk mengirim (%3); run memakan %4 detik. Pengiriman adalah bottleneck: backend menunggu frontend</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="356"/>
        <source>inside the loop the front end waited %1 of the %2 sec it took to issue (%3); the run took %4 sec</source>
        <translation>di dalam loop, frontend menunggu %1 dari %2 detik yang dibutuhkannya untuk mengirim (%3); run memakan %4 detik</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="360"/>
        <source>asynchronous</source>
        <translation>asinkron</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="361"/>
        <source>synchronous</source>
        <translation>sinkron</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="363"/>
        <source>no variant ran</source>
        <translation>tidak ada varian yang berjalan</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="371"/>
        <source>your network, forward or training, imperative and hybridized, with a sync point</source>
        <translation>jaringan Anda, propagasi maju atau pelatihan, imperatif dan dihibridisasi, dengan titik sinkronisasi</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="383"/>
        <source>the sync point after every iteration, or lag:K (wait for the output of K iterations earlier)</source>
        <translation>titik sinkronisasi setelah setiap iterasi, atau lag:K (menunggu keluaran dari K iterasi sebelumnya)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="390"/>
        <source>forward calls, or training steps (L2 loss against random targets, SGD)</source>
        <translation>panggilan propagasi maju, atau langkah pelatihan (loss L2 terhadap target acak, SGD)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="394"/>
        <source>calls or training steps per variant</source>
        <translation>panggilan atau langkah pelatihan per varian</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="396"/>
        <source>rows per batch; 0: the network&apos;s own</source>
        <translation>baris per batch; 0: bawaan jaringan</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="398"/>
        <source>run imperatively, hybridized, or both one after the other</source>
        <translation>jalankan secara imperatif, setelah dihibridisasi, atau keduanya berurutan</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="403"/>
        <source>engine mode: asynchronous workers, everything inline, or CPU inline and GPU asynchronous</source>
        <translation>mode engine: worker asinkron, semuanya inline, atau CPU inline dan GPU asinkron</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="408"/>
        <source>CPU worker lanes; 0: one per hardware thread</source>
        <translation>jalur worker CPU; 0: satu per thread perangkat keras</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="410"/>
        <source>where the network runs</source>
        <translation>tempat jaringan dijalankan</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="413"/>
        <source>task=train: split each batch over this many GPUs (simulated in sim mode) and sum the gradients with an all-reduce; 0: no data parallelism</source>
        <translation>task=train: bagi setiap batch ke sejumlah GPU ini (disimulasikan dalam mode sim) dan jumlahkan gradien dengan all-reduce; 0: tanpa paralelisme data</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="418"/>
        <source>how data-parallel training combines the gradients</source>
        <translation>cara pelatihan paralel data menggabungkan gradien</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="422"/>
        <source>learning rate of the SGD trainer (task=train)</source>
        <translation>laju pembelajaran trainer SGD (task=train)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="424"/>
        <source>random seed of parameters and data</source>
        <translation>seed acak untuk parameter dan data</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="57"/>
        <source>needs the cpu, gpu and both variants</source>
        <translation>membutuhkan varian cpu, gpu, dan both</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="63"/>
        <source>both devices together took %1 sec, the sum of their parts %2 sec (%3)</source>
        <translation>kedua perangkat bersama-sama memakan %1 detik, jumlah masing-masing bagiannya %2 detik (%3)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="125"/>
        <source>needs the compute, copy and overlapped variants</source>
        <translation>membutuhkan varian compute, copy, dan overlapped</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="131"/>
        <source>computing and copying together took %1 sec, the sum of their parts %2 sec (%3): copies overlap the products</source>
        <translation>menghitung dan menyalin bersama-sama memakan %1 detik, jumlah masing-masing bagiannya %2 detik (%3): penyalinan tumpang tindih dengan perkalian</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="142"/>
        <source>10 matrix products on the CPU and 10 on the GPU, apart and together</source>
        <translation>10 perkalian matriks di CPU dan 10 di GPU, terpisah dan bersamaan</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="147"/>
        <source>CPU matrix size (the chapter&apos;s 2000)</source>
        <translation>ukuran matriks CPU (dalam bab: 2000)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="149"/>
        <source>GPU matrix size (the chapter: 6000, or 2000 on a small card; 12000 gives a simulated v100 about half the CPU&apos;s time)</source>
        <translation>ukuran matriks GPU (dalam bab: 6000, atau 2000 pada kartu kecil; dengan 12000, v100 simulasi butuh sekitar separuh waktu CPU)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="153"/>
        <source>products per device</source>
        <translation>perkalian per perangkat</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="166"/>
        <source>10 GPU matrix products copied back to the CPU, apart and overlapped</source>
        <translation>10 perkalian matriks GPU yang disalin kembali ke CPU, terpisah dan tumpang tindih</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="170"/>
        <source>GPU matrix size</source>
        <translation>ukuran matriks GPU</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="102"/>
        <source>non-empty text (at most 1 MiB)</source>
        <translation>teks yang tidak kosong (paling banyak 1 MiB)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="105"/>
        <source>one of: %1</source>
        <translation>salah satu dari: %1</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="108"/>
        <source>an integer in [%1, %2]</source>
        <translation>bilangan bulat dalam [%1, %2]</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="111"/>
        <source>a number in [%1, %2]</source>
        <translation>angka dalam [%1, %2]</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="114"/>
        <source>%1, or %2K with K &gt;= 1</source>
        <translation>%1, atau %2K dengan K &gt;= 1</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="177"/>
        <source>held</source>
        <translation>terpenuhi</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="178"/>
        <source>did not hold</source>
        <translation>tidak terpenuhi</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="186"/>
        <source>not checked</source>
        <translation>tidak diperiksa</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="367"/>
        <source>run every variant, or only this one</source>
        <translation>jalankan setiap varian, atau hanya yang ini</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="378"/>
        <source>sim: the simulated GPU</source>
        <translation>sim: GPU simulasi</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="384"/>
        <source>sim: the simulated CPU (this-machine: this CPU, measured once and cached; with frontend_us left at its default, the measured front-end cost per op too)</source>
        <translation>sim: CPU simulasi (this-machine: CPU ini, diukur sekali lalu disimpan; jika frontend_us dibiarkan pada nilai bawaannya, biaya frontend per operasi hasil pengukuran juga dipakai)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="393"/>
        <source>sim: the link between the CPU and the GPU</source>
        <translation>sim: tautan antara CPU dan GPU</translation>
    </message>
</context>
<context>
    <name>asynclab::SpanDetails</name>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="30"/>
        <location filename="../../ui/models/span_details.cpp" line="86"/>
        <location filename="../../ui/models/span_details.cpp" line="88"/>
        <source>error</source>
        <translation>galat</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="49"/>
        <source>lane</source>
        <translation>jalur</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="51"/>
        <source>device</source>
        <translation>perangkat</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="52"/>
        <source>pushed</source>
        <translation>masuk antrian</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="53"/>
        <source>start</source>
        <translation>mulai</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="54"/>
        <source>end</source>
        <translation>selesai</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="55"/>
        <source>duration</source>
        <translation>durasi</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="57"/>
        <source>queued</source>
        <translation>mengantri</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="58"/>
        <source>%1 after push</source>
        <translation>%1 setelah masuk antrian</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="62"/>
        <source>launched by the host</source>
        <translation>diluncurkan oleh host</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="63"/>
        <source>at %1 (the launch took %2); the GPU started it %3 later</source>
        <translation>pada %1 (peluncuran memakan %2); GPU memulainya %3 kemudian</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="66"/>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="67"/>
        <source>bytes</source>
        <translation>byte</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="69"/>
        <source>rate</source>
        <translation>laju</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="82"/>
        <source>+%1 more</source>
        <translation>+%1 lainnya</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="83"/>
        <source>waited on</source>
        <translation>menunggu</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="85"/>
        <source>inside bulk</source>
        <translation>di dalam bundel</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="86"/>
        <source>failed: it threw</source>
        <translation>gagal: melempar exception</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="88"/>
        <source>skipped: an input carried an error</source>
        <translation>dilewati: sebuah masukan membawa galat</translation>
    </message>
</context>
<context>
    <name>asynclab::StatsView</name>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="62"/>
        <source>Copy Ops as CSV</source>
        <translation>Salin operasi sebagai CSV</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="65"/>
        <source>Copy Lanes as CSV</source>
        <translation>Salin jalur sebagai CSV</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="75"/>
        <source>Ops</source>
        <translation>Operasi</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="78"/>
        <source>Lanes</source>
        <translation>Jalur</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="90"/>
        <source>Copy as CSV</source>
        <translation>Salin sebagai CSV</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="91"/>
        <source>Copy the table shown as CSV (times in microseconds)</source>
        <translation>Salin tabel yang ditampilkan sebagai CSV (waktu dalam mikrodetik)</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="108"/>
        <source>Ctrl+drag on the timeline selects a range and the lanes it crosses; Escape clears it</source>
        <translation>Ctrl+seret pada linimasa memilih rentang dan jalur yang dilaluinya; Escape menghapusnya</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="129"/>
        <source>No trace yet.</source>
        <translation>Belum ada trace.</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="137"/>
        <source>%1 to %2 (%3)</source>
        <translation>%1 sampai %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="141"/>
        <source>Area: %1, %2 lanes</source>
        <translation>Area: %1, %2 jalur</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="142"/>
        <source>Visible: %1, every lane</source>
        <translation>Terlihat: %1, semua jalur</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="143"/>
        <source>The area selected on the timeline; Escape there clears it</source>
        <translation>Area yang dipilih pada linimasa; Escape di sana menghapusnya</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="144"/>
        <source>What the timeline shows; Ctrl+drag on it selects an area</source>
        <translation>Yang ditampilkan linimasa; Ctrl+seret di sana memilih area</translation>
    </message>
</context>
<context>
    <name>asynclab::SummaryView</name>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="60"/>
        <source>Not checked:</source>
        <translation>Tidak diperiksa:</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="61"/>
        <source>Holds:</source>
        <translation>Terpenuhi:</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="62"/>
        <source>Does not hold:</source>
        <translation>Tidak terpenuhi:</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="66"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="80"/>
        <source>Whether this run shows what the chapter describes.</source>
        <translation>Apakah run ini menunjukkan apa yang dijelaskan bab ini.</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="84"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="84"/>
        <source>Value</source>
        <translation>Nilai</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="90"/>
        <source>The numbers the scenario measured, in the order it reports them.</source>
        <translation>Angka-angka yang diukur skenario, sesuai urutan pelaporannya.</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="106"/>
        <source>One row per lane of the run: how many ops ran and how busy it was.</source>
        <translation>Satu baris per jalur run: berapa operasi yang berjalan dan seberapa sibuk jalur itu.</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="118"/>
        <source>Where each lane&apos;s time went over the whole run: computing, copying and communicating; a device lane idle because its ops waited for other ops, were ready but not started, or because the front end had pushed nothing; a front end running or blocked at sync points</source>
        <translation>Ke mana waktu tiap jalur selama seluruh run: menghitung, menyalin dan berkomunikasi; jalur perangkat menganggur karena operasinya menunggu operasi lain, siap tetapi belum mulai, atau karena frontend belum mendorong apa pun; frontend berjalan atau terblokir di titik sinkronisasi</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="151"/>
        <source>Metrics (%1)</source>
        <translation>Metrik (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="152"/>
        <source>Lanes (%1)</source>
        <translation>Jalur (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="153"/>
        <source>Where the Time Went</source>
        <translation>Ke Mana Waktunya</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="154"/>
        <source>Selection</source>
        <translation>Pilihan</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="199"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 of simulated time, worked out in %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): waktu simulasi %3, dihitung dalam %4</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="201"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 wall time</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): waktu total %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="202"/>
        <source>, &lt;i&gt;stopped early&lt;/i&gt;</source>
        <translation>, &lt;i&gt;dihentikan lebih awal&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="203"/>
        <source>, values not computed (timing only)</source>
        <translation>, nilai tidak dihitung (hanya waktu)</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="216"/>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt; %3</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt; %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="232"/>
        <source>No run yet: pick a scenario and press Run.</source>
        <translation>Belum ada run: pilih skenario lalu tekan Jalankan.</translation>
    </message>
</context>
<context>
    <name>asynclab::TimeBreakdownChart</name>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="26"/>
        <source>computing</source>
        <translation>menghitung</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="27"/>
        <source>copying</source>
        <translation>menyalin</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="28"/>
        <source>communicating</source>
        <translation>berkomunikasi</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="29"/>
        <source>waiting for dependencies</source>
        <translation>menunggu dependensi</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="30"/>
        <source>ready, not started</source>
        <translation>siap, belum mulai</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="31"/>
        <source>idle, waiting for the front end</source>
        <translation>menganggur, menunggu frontend</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="32"/>
        <source>front end running</source>
        <translation>frontend berjalan</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="33"/>
        <source>front end blocked at sync points</source>
        <translation>frontend terblokir di titik sinkronisasi</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="108"/>
        <source>No run yet</source>
        <translation>Belum ada run</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="168"/>
        <source>%1: %2 %3 (%4 %)</source>
        <translation>%1: %2 %3 (%4 %)</translation>
    </message>
</context>
<context>
    <name>asynclab::TimeRangeStack</name>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="11"/>
        <source>&amp;Back</source>
        <translation>&amp;Kembali</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="14"/>
        <source>Show the time range shown before the last zoom or pan</source>
        <translation>Tampilkan rentang waktu sebelum zoom atau geser terakhir</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="15"/>
        <source>&amp;Forward</source>
        <translation>M&amp;aju</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="18"/>
        <source>Show again the time range Back left</source>
        <translation>Tampilkan lagi rentang waktu yang ditinggalkan oleh Kembali</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="19"/>
        <source>&amp;Fit</source>
        <translation>&amp;Paskan</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="21"/>
        <source>Show the whole run</source>
        <translation>Tampilkan seluruh run</translation>
    </message>
</context>
<context>
    <name>asynclab::TimelineView</name>
    <message>
        <location filename="../../ui/views/plot_elements.cpp" line="149"/>
        <source>blocked (sync)</source>
        <translation>terblokir (sinkronisasi)</translation>
    </message>
    <message>
        <location filename="../../ui/views/plot_elements.cpp" line="152"/>
        <source>failed</source>
        <translation>gagal</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="66"/>
        <source>Search ops by name (Ctrl+F)</source>
        <translation>Cari operasi menurut nama (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="69"/>
        <location filename="../../ui/views/timeline_view.cpp" line="869"/>
        <source>Ops whose name holds this text are outlined; Enter goes to the next, Shift+Enter to the previous</source>
        <translation>Operasi yang namanya memuat teks ini diberi garis tepi; Enter ke berikutnya, Shift+Enter ke sebelumnya</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="74"/>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="76"/>
        <source>Read the search as a regular expression (case insensitive)</source>
        <translation>Baca pencarian sebagai ekspresi reguler (tidak peka huruf besar/kecil)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="79"/>
        <source>Filter</source>
        <translation>Saring</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="81"/>
        <source>Dim every op that does not match</source>
        <translation>Redupkan setiap operasi yang tidak cocok</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="85"/>
        <source>Previous match (Shift+Enter)</source>
        <translation>Kecocokan sebelumnya (Shift+Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="89"/>
        <source>Next match (Enter)</source>
        <translation>Kecocokan berikutnya (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="220"/>
        <source>&amp;Fit</source>
        <translation>&amp;Paskan</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="221"/>
        <source>Zoom &amp;In</source>
        <translation>Per&amp;besar</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="223"/>
        <source>Zoom &amp;Out</source>
        <translation>Perke&amp;cil</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="225"/>
        <source>Follow &amp;Live</source>
        <translation>Ikuti &amp;Live</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="230"/>
        <source>Hide &amp;Idle Lanes</source>
        <translation>&amp;Sembunyikan Jalur Kosong</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="234"/>
        <source>Leave out the lanes where nothing has run (a device&apos;s copy engines, a CPU the run did not use); they come back as soon as an op runs there</source>
        <translation>Sembunyikan jalur yang belum menjalankan apa pun (copy engine sebuah perangkat, CPU yang tidak dipakai run); jalur itu muncul lagi begitu ada operasi yang berjalan di sana</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="242"/>
        <source>&amp;Find Ops...</source>
        <translation>&amp;Cari Operasi...</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="415"/>
        <source>%1 (%2 lanes)</source>
        <translation>%1 (%2 jalur)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="829"/>
        <source>&lt;b&gt;blocked: %1&lt;/b&gt; on %2&lt;br&gt;duration %3</source>
        <translation>&lt;b&gt;terblokir: %1&lt;/b&gt; pada %2&lt;br&gt;durasi %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="833"/>
        <source>&lt;br&gt;awaited: %1</source>
        <translation>&lt;br&gt;ditunggu: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="834"/>
        <source>&lt;br&gt;at %1</source>
        <translation>&lt;br&gt;pada %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="835"/>
        <source>&lt;br&gt;last op: #%1</source>
        <translation>&lt;br&gt;operasi terakhir: #%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="868"/>
        <source>Not a valid regular expression: %1</source>
        <translation>Bukan ekspresi reguler yang valid: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="880"/>
        <source>Invalid regex: %1</source>
        <translation>Regex tidak valid: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="881"/>
        <source>No matches</source>
        <translation>Tidak ada kecocokan</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="883"/>
        <source>%1 of %2</source>
        <translation>%1 dari %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="884"/>
        <source>%1 matches</source>
        <translation>%1 kecocokan</translation>
    </message>
</context>
<context>
    <name>asynclab::WindowActions</name>
    <message>
        <location filename="../../ui/window_actions.cpp" line="47"/>
        <source>Export Timeline as %1...</source>
        <translation>Ekspor Timeline sebagai %1...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="48"/>
        <source>Save the timeline as it is shown now as a %1 file</source>
        <translation>Simpan timeline seperti yang ditampilkan saat ini sebagai berkas %1</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="55"/>
        <source>&amp;Timeline...</source>
        <translation>&amp;Timeline...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="56"/>
        <source>&amp;Memory Chart...</source>
        <translation>Diagram &amp;Memori...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="57"/>
        <source>Dependency &amp;Graph...</source>
        <translation>&amp;Grafik Ketergantungan...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="58"/>
        <source>&amp;Comparison...</source>
        <translation>&amp;Perbandingan...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="62"/>
        <source>Save this view as PNG, SVG or PDF at a size you choose</source>
        <translation>Simpan tampilan ini sebagai PNG, SVG, atau PDF dengan ukuran pilihan Anda</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="65"/>
        <source>Export &amp;Trace...</source>
        <translation>Ekspor &amp;Trace...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="66"/>
        <source>Save the last run as a Chrome trace for Perfetto or chrome://tracing</source>
        <translation>Simpan run terakhir sebagai trace Chrome untuk Perfetto atau chrome://tracing</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="69"/>
        <source>Open &amp;Python Script...</source>
        <translation>Buka Skrip &amp;Python...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="70"/>
        <source>Open a Python script (mxnet, torch, d2l) in the Code dock, to run its cells on AsyncLab&apos;s engine</source>
        <translation>Buka skrip Python (mxnet, torch, d2l) di dock Kode, untuk menjalankan sel-selnya di engine AsyncLab</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="72"/>
        <source>Save P&amp;ython Script</source>
        <translation>Simpan Skrip P&amp;ython</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="73"/>
        <source>Save the Code dock&apos;s script (Ctrl+S in the editor)</source>
        <translation>Simpan skrip di dock Kode (Ctrl+S di editor)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="75"/>
        <source>Save Python Script &amp;As...</source>
        <translation>Simpan Skrip Python &amp;Sebagai...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="76"/>
        <source>Save the Code dock&apos;s script under another name</source>
        <translation>Simpan skrip di dock Kode dengan nama lain</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="77"/>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="77"/>
        <source>Quit AsyncLab</source>
        <translation>Keluar dari AsyncLab</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="89"/>
        <source>&amp;About AsyncLab</source>
        <translation>&amp;Tentang AsyncLab</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="90"/>
        <source>Version, license and build information</source>
        <translation>Versi, lisensi, dan informasi build</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="97"/>
        <source>&amp;Collapse Device Lanes</source>
        <translation>Ciu&amp;tkan Jalur Perangkat</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="98"/>
        <source>Draw each device&apos;s lanes on one row (click a device&apos;s label to toggle one)</source>
        <translation>Gambar semua jalur setiap perangkat dalam satu baris (klik label sebuah perangkat untuk menciutkan atau memperluas perangkat itu saja)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="99"/>
        <source>&amp;Expand Device Lanes</source>
        <translation>Perl&amp;uas Jalur Perangkat</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="100"/>
        <source>One row per lane again</source>
        <translation>Kembali ke satu baris per jalur</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="103"/>
        <source>&amp;System</source>
        <translation>&amp;Sistem</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="103"/>
        <source>Follow the desktop&apos;s colours</source>
        <translation>Ikuti warna desktop</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="104"/>
        <source>&amp;Light</source>
        <translation>&amp;Terang</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="105"/>
        <source>Dark text on light backgrounds (good for printed slides)</source>
        <translation>Teks gelap pada latar terang (cocok untuk slide cetak)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="106"/>
        <source>&amp;Dark</source>
        <translation>&amp;Gelap</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="107"/>
        <source>Light text on dark backgrounds (good for a darkened lecture hall)</source>
        <translation>Teks terang pada latar gelap (cocok untuk ruang kuliah yang digelapkan)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="115"/>
        <source>Teacher &amp;Mode</source>
        <translation>Mode &amp;Guru</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="116"/>
        <source>For a class: predictions are asked of the room, each run&apos;s result stays hidden until Reveal, and the fonts are large enough for a projector</source>
        <translation>Untuk kelas: prediksi ditanyakan kepada seluruh kelas, hasil setiap run tersembunyi sampai Ungkap ditekan, dan huruf cukup besar untuk proyektor</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="120"/>
        <source>Play</source>
        <translation>Putar</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="121"/>
        <source>Replay the run at the speed chosen beside the slider (Ctrl+Space)</source>
        <translation>Putar ulang run dengan kecepatan yang dipilih di samping slider (Ctrl+Space)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="124"/>
        <source>Previous</source>
        <translation>Sebelumnya</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="125"/>
        <source>Back to the previous instant an op started or ended (,)</source>
        <translation>Kembali ke saat sebelumnya sebuah operasi mulai atau selesai (,)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="128"/>
        <source>Next</source>
        <translation>Berikutnya</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="129"/>
        <source>On to the next instant an op starts or ends (.)</source>
        <translation>Maju ke saat berikutnya sebuah operasi mulai atau selesai (.)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="130"/>
        <source>End</source>
        <translation>Akhiri</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="131"/>
        <source>End the replay: the views show the whole run again</source>
        <translation>Akhiri putar ulang: tampilan kembali menunjukkan seluruh run</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="135"/>
        <source>System &amp;Language</source>
        <translation>&amp;Bahasa Sistem</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="136"/>
        <source>The desktop&apos;s language, where AsyncLab has it</source>
        <translation>Bahasa desktop, jika AsyncLab menyediakannya</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="143"/>
        <source>The interface and the lessons in %1</source>
        <translation>Antarmuka dan pelajaran dalam %1</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="152"/>
        <location filename="../../ui/window_actions.cpp" line="271"/>
        <source>&amp;Run</source>
        <translation>&amp;Jalankan</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="153"/>
        <source>Run the selected scenario with these parameters (Ctrl+R).</source>
        <translation>Jalankan skenario yang dipilih dengan parameter ini (Ctrl+R).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="155"/>
        <source>&amp;Stop</source>
        <translation>&amp;Hentikan</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="156"/>
        <source>Stop the run at its next check; what ran so far is shown (Esc).</source>
        <translation>Hentikan run pada pemeriksaan berikutnya; yang sudah berjalan tetap ditampilkan (Esc).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="158"/>
        <source>&amp;Pause</source>
        <translation>Je&amp;da</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="159"/>
        <source>Hold the front end before its next op; the engine finishes what is already queued (F6; again to resume).</source>
        <translation>Tahan frontend sebelum operasi berikutnya; engine menyelesaikan apa yang sudah ada di antrian (F6; tekan lagi untuk melanjutkan).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="162"/>
        <source>S&amp;tep</source>
        <translation>&amp;Langkah</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="163"/>
        <source>Let the front end issue exactly one more op, then hold it again (F10).</source>
        <translation>Biarkan frontend mengirim tepat satu operasi lagi, lalu tahan lagi (F10).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="165"/>
        <source>&amp;Compare...</source>
        <translation>&amp;Bandingkan...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="166"/>
        <source>Run the scenario twice with one setting changed (sync versus async, imperative versus hybridized) and show both on one time axis (Ctrl+Shift+R).</source>
        <translation>Jalankan skenario dua kali dengan satu pengaturan diubah (sinkron vs. asinkron, imperatif vs. dihibridisasi) dan tampilkan keduanya pada satu sumbu waktu (Ctrl+Shift+R).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="170"/>
        <source>Show &amp;Hybridized Graph</source>
        <translation>Tampilkan &amp;Grafik Hasil Hibridisasi</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="171"/>
        <source>Trace the Network dock&apos;s network and show its graph before and after each optimization pass (Ctrl+G).</source>
        <translation>Telusuri jaringan dari dock Jaringan dan tampilkan grafiknya sebelum dan sesudah setiap tahap optimasi (Ctrl+G).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="174"/>
        <source>Run C&amp;ell</source>
        <translation>Jalankan S&amp;el</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="178"/>
        <source>Run Cell and Ad&amp;vance</source>
        <translation>Jalankan Sel dan &amp;Lanjut</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="182"/>
        <source>Run &amp;All Cells</source>
        <translation>Jalankan Semu&amp;a Sel</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="186"/>
        <source>Restart P&amp;ython</source>
        <translation>Mulai &amp;Ulang Python</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="175"/>
        <source>Run the Code dock&apos;s cell that holds the cursor, in the namespace the cells before left (Ctrl+Enter).</source>
        <translation>Jalankan sel di dock Kode tempat kursor berada, di namespace yang ditinggalkan sel-sel sebelumnya (Ctrl+Enter).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="42"/>
        <source>&amp;Open...</source>
        <translation>&amp;Buka...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="43"/>
        <source>Open a Chrome trace (.json, .json.gz), a session, an MXNet symbol or a Python script: AsyncLab recognises which by its content</source>
        <translation>Buka trace Chrome (.json, .json.gz), sesi, simbol MXNet, atau skrip Python: AsyncLab mengenali jenisnya dari isinya</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="79"/>
        <source>&amp;Save Session</source>
        <translation>&amp;Simpan Sesi</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="80"/>
        <source>Save the network, the run settings and the last run in the session&apos;s file (a new session asks for one)</source>
        <translation>Simpan jaringan, pengaturan run, dan run terakhir ke berkas sesi (sesi baru akan menanyakan berkasnya)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="83"/>
        <source>Save Session &amp;As...</source>
        <translation>Simpan Sesi &amp;Sebagai...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="84"/>
        <source>Save the network, the run settings and the last run in another file</source>
        <translation>Simpan jaringan, pengaturan run, dan run terakhir ke berkas lain</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="86"/>
        <source>&amp;Manual</source>
        <translation>&amp;Panduan</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="87"/>
        <source>The Lesson dock: the chapter step by step, each step with its run (F1)</source>
        <translation>Panel Pelajaran: bab ini langkah demi langkah, setiap langkah dengan run-nya (F1)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="92"/>
        <source>About &amp;Qt</source>
        <translation>Tentang &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="93"/>
        <source>The version of Qt AsyncLab runs on, and its license</source>
        <translation>Versi Qt tempat AsyncLab berjalan, beserta lisensinya</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="179"/>
        <source>Run the cell that holds the cursor, then move to the next cell (Shift+Enter).</source>
        <translation>Jalankan sel tempat kursor berada, lalu pindah ke sel berikutnya (Shift+Enter).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="183"/>
        <source>Run every cell of the script, from the first, one after another (Ctrl+Shift+Enter).</source>
        <translation>Jalankan setiap sel skrip, dari yang pertama, satu demi satu (Ctrl+Shift+Enter).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="187"/>
        <source>Forget every variable the cells made and start on a fresh engine, with mxnet, torch and d2l imported anew.</source>
        <translation>Lupakan setiap variabel yang dibuat sel dan mulai di engine baru, dengan mxnet, torch, dan d2l diimpor ulang.</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="191"/>
        <source>Run Cell</source>
        <translation>Jalankan Sel</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="192"/>
        <source>Run, Next</source>
        <translation>Jalankan, Lanjut</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="193"/>
        <source>Run All</source>
        <translation>Jalankan Semua</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="194"/>
        <source>Restart</source>
        <translation>Mulai Ulang</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="196"/>
        <source>Time GPU Ops on the &amp;Device</source>
        <translation>Ukur Waktu Operasi GPU di &amp;Perangkat</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="197"/>
        <source>On a real GPU, place each op where the GPU ran it, from timing events recorded around it, as Nsight Systems shows kernels. Off: where the host launched it. Applies from the next run.</source>
        <translation>Pada GPU sungguhan, tempatkan setiap operasi pada saat GPU menjalankannya, berdasarkan event pewaktuan yang direkam di sekitarnya, seperti Nsight Systems menampilkan kernel. Jika mati: pada saat host meluncurkannya. Berlaku mulai run berikutnya.</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="202"/>
        <source>Skip the &amp;Math (Timing Only)</source>
        <translation>Lewati &amp;Matematika (Hanya Waktu)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="203"/>
        <source>In simulated runs, put every op on the clock and account its memory without computing it, so that a large network or a long loop finishes in seconds. Times and memory stay the same; values are not computed (scenarios and networks that print values or branch on them compute them anyway). Applies from the next run.</source>
        <translation>Dalam run simulasi, catat waktu setiap operasi dan perhitungkan memorinya tanpa benar-benar menghitungnya, sehingga jaringan besar atau loop panjang selesai dalam hitungan detik. Waktu dan memori tetap sama; nilai tidak dihitung (skenario dan jaringan yang mencetak nilai atau bercabang berdasarkan nilai tetap menghitungnya). Berlaku mulai run berikutnya.</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="209"/>
        <source>Sleep at &amp;Once</source>
        <translation>Langsung &amp;Tidur</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="210"/>
        <source>Threads sleep as soon as they run out of work: every hand-over between the front end and a worker goes through the kernel</source>
        <translation>Thread langsung tidur begitu kehabisan pekerjaan: setiap serah terima antara frontend dan worker melewati kernel</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="212"/>
        <source>Spin %1 µs (&amp;Default)</source>
        <translation>Tunggu aktif %1 µs (&amp;Bawaan)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="213"/>
        <source>A few times what a sleep and a wake-up cost: ops that follow each other closely never pay it</source>
        <translation>Beberapa kali lipat biaya tidur dan bangun: operasi yang datang berdekatan tidak pernah membayarnya</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="215"/>
        <source>Spin &amp;200 µs</source>
        <translation>Tunggu aktif &amp;200 µs</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="215"/>
        <source>Longer gaps between ops are bridged too</source>
        <translation>Celah yang lebih panjang antar-operasi juga dijembatani</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="216"/>
        <source>Spin &amp;1 ms</source>
        <translation>Tunggu aktif &amp;1 ms</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="217"/>
        <source>Idle threads hold their cores for up to a millisecond</source>
        <translation>Thread yang menganggur menahan intinya hingga satu milidetik</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="223"/>
        <location filename="../../ui/window_actions.cpp" line="341"/>
        <source>&amp;Other...</source>
        <translation>&amp;Lainnya...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="225"/>
        <source>Any budget from 0 to %1 µs</source>
        <translation>Durasi berapa pun dari 0 sampai %1 µs</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="234"/>
        <source>&amp;File</source>
        <translation>&amp;Berkas</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="243"/>
        <source>&amp;Export View</source>
        <translation>&amp;Ekspor Tampilan</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="250"/>
        <source>&amp;View</source>
        <translation>&amp;Tampilan</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="258"/>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="261"/>
        <source>Re&amp;play</source>
        <translation>Puta&amp;r Ulang</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="265"/>
        <source>L&amp;anguage</source>
        <translation>Ba&amp;hasa</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="280"/>
        <source>&amp;Spin Before Sleeping</source>
        <translation>&amp;Tunggu Aktif Sebelum Tidur</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="284"/>
        <source>How long an idle worker, or the front end waiting at a sync, watches for work on its core before it sleeps. Waking a sleeping thread costs the waker microseconds (the Summary counts them as cpu_wakeups). Applies from the next run.</source>
        <translation>Berapa lama worker yang menganggur, atau frontend yang menunggu di titik sinkronisasi, mengawasi pekerjaan di intinya sebelum tidur. Membangunkan thread yang sedang tidur memakan beberapa mikrodetik bagi yang membangunkan (Ringkasan mencatatnya sebagai cpu_wakeups). Berlaku mulai run berikutnya.</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="292"/>
        <source>&amp;Help</source>
        <translation>B&amp;antuan</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="341"/>
        <source>&amp;Other (%1 µs)...</source>
        <translation>&amp;Lainnya (%1 µs)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="354"/>
        <source>Spin Before Sleeping</source>
        <translation>Tunggu Aktif Sebelum Tidur</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="355"/>
        <source>Microseconds an idle thread spins before it sleeps (0 to %1):</source>
        <translation>Mikrodetik thread yang menganggur menunggu aktif sebelum tidur (0 sampai %1):</translation>
    </message>
</context>
</TS>
