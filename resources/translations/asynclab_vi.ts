<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/models/session.cpp" line="211"/>
        <source>Could not write %1.</source>
        <translation>Không thể ghi %1.</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="343"/>
        <source>Could not save the session: %1</source>
        <translation>Không thể lưu phiên: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="348"/>
        <location filename="../../ui/models/session.cpp" line="354"/>
        <source>Could not write %1: %2</source>
        <translation>Không thể ghi %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="367"/>
        <source>%1: no such file</source>
        <translation>%1: không có tệp này</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="368"/>
        <source>%1: is a folder, not a session file</source>
        <translation>%1: là một thư mục, không phải tệp phiên</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="370"/>
        <source>%1: the file is %2 MB, more than the %3 MB a session may have</source>
        <translation>%1: tệp có dung lượng %2 MB, vượt quá giới hạn %3 MB cho một phiên</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="377"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1: không đọc được: %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="382"/>
        <source>%1: the file is larger than the %2 MB a session may have</source>
        <translation>%1: tệp lớn hơn giới hạn %2 MB cho một phiên</translation>
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
        <translation>Bản dựng AsyncLab này không có front-end Python nên không thể chạy các ô: nó được dựng khi thiếu python3-dev và pybind11-dev (scripts/install-deps.sh sẽ cài chúng). Vẫn có thể mở, sửa và lưu script.</translation>
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
        <translation>Số GPU của máy mô phỏng mà các ô chạy trên đó (chế độ mô phỏng): d2l.try_all_gpus() tìm thấy chúng. Kernel đã khởi động giữ số của nó cho đến khi Khởi động lại Python.</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="99"/>
        <source>Cannot read %1: %2</source>
        <translation>Không thể đọc %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="113"/>
        <source>Cannot write %1: %2</source>
        <translation>Không thể ghi %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="140"/>
        <source>Not saved yet</source>
        <translation>Chưa lưu</translation>
    </message>
</context>
<context>
    <name>asynclab::CompareController</name>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="15"/>
        <source>A comparison is running already.</source>
        <translation>Một lần so sánh đang chạy rồi.</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="24"/>
        <source>Compare: %1 must be a whole number of microseconds from 0 to %2, not &apos;%3&apos;</source>
        <translation>So sánh: %1 phải là một số nguyên micro giây từ 0 đến %2, không phải &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="31"/>
        <source>Compare: %1 must be real or sim, not &apos;%2&apos;</source>
        <translation>So sánh: %1 phải là real hoặc sim, không phải &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="35"/>
        <source>%1 has no parameter &apos;%2&apos; to compare</source>
        <translation>%1 không có tham số &apos;%2&apos; để so sánh</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="39"/>
        <location filename="../../ui/compare_controller.cpp" line="41"/>
        <source>Compare: %1</source>
        <translation>So sánh: %1</translation>
    </message>
</context>
<context>
    <name>asynclab::CompareView</name>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="125"/>
        <source>Each measure for both runs, their difference (B - A) and ratio (B / A).</source>
        <translation>Từng đại lượng đo của cả hai lần chạy, cùng hiệu (B - A) và tỉ số (B / A) của chúng.</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="131"/>
        <source>&amp;Fit</source>
        <translation>&amp;Vừa khung</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="132"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Phóng to</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="134"/>
        <source>Zoom &amp;Out</source>
        <translation>Thu &amp;nhỏ</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="196"/>
        <source>%1 versus %2</source>
        <translation>%1 so với %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="342"/>
        <source> (no run)</source>
        <translation> (chưa chạy)</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="351"/>
        <location filename="../../ui/views/compare_view.cpp" line="362"/>
        <source>wall %1</source>
        <translation>thời gian chạy %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="353"/>
        <source>issue %1</source>
        <translation>phát lệnh %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="356"/>
        <source>blocked %1</source>
        <translation>bị chặn %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/views/compare_view.cpp" line="358"/>
        <source>%n ops</source>
        <translation>
            <numerusform>%n phép toán</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="363"/>
        <source>, %1 A</source>
        <translation>, %1 so với A</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="449"/>
        <source>run</source>
        <translation>lần chạy</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="454"/>
        <source>&lt;b&gt;blocked: %1&lt;/b&gt;&lt;br&gt;%2, %3&lt;br&gt;duration %4</source>
        <translation>&lt;b&gt;bị chặn: %1&lt;/b&gt;&lt;br&gt;%2, %3&lt;br&gt;thời lượng %4</translation>
    </message>
</context>
<context>
    <name>asynclab::Comparison</name>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="200"/>
        <source>time in %1</source>
        <translation>thời gian ở %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="201"/>
        <source>median %1</source>
        <translation>trung vị %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="241"/>
        <source>wall time</source>
        <translation>thời gian chạy</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="243"/>
        <source>front-end issue time</source>
        <translation>thời gian phát lệnh của front-end</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="245"/>
        <source>blocked at sync points</source>
        <translation>bị chặn tại điểm đồng bộ</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="246"/>
        <source>ops</source>
        <translation>số phép toán</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="247"/>
        <source>utilization %1</source>
        <translation>mức sử dụng %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="248"/>
        <source>peak memory %1</source>
        <translation>bộ nhớ đỉnh %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="249"/>
        <source>metric %1</source>
        <translation>chỉ số %1</translation>
    </message>
</context>
<context>
    <name>asynclab::ComparisonModel</name>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="371"/>
        <source>Measure</source>
        <translation>Đại lượng đo</translation>
    </message>
</context>
<context>
    <name>asynclab::Counter</name>
    <message>
        <location filename="../../ui/views/timeline_plottable.cpp" line="694"/>
        <source>max %1</source>
        <translation>tối đa %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="59"/>
        <source>queue depth</source>
        <translation>độ dài hàng đợi</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="61"/>
        <source>memory %1</source>
        <translation>bộ nhớ %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="64"/>
        <source>resident</source>
        <translation>bộ nhớ thường trú</translation>
    </message>
</context>
<context>
    <name>asynclab::DepGraph</name>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="35"/>
        <source>waiting</source>
        <translation>đang chờ</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="36"/>
        <source>ready</source>
        <translation>sẵn sàng</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="37"/>
        <source>running</source>
        <translation>đang chạy</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="38"/>
        <source>done</source>
        <translation>xong</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="39"/>
        <source>failed</source>
        <translation>thất bại</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="208"/>
        <source>Op dependencies</source>
        <translation>Quan hệ phụ thuộc giữa các phép toán</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="221"/>
        <source>%1 most recent of %2 ops</source>
        <translation>%1 phép toán gần nhất trong số %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="228"/>
        <source>no ops</source>
        <translation>không có phép toán nào</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="239"/>
        <source>iteration %1 of %2 (ops pushed between sync points): %3 ops</source>
        <translation>lần lặp %1/%2 (các phép toán được đưa vào hàng đợi giữa hai điểm đồng bộ): %3 phép toán</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="293"/>
        <source> (+%1 earlier they waited on)</source>
        <translation> (+%1 phép toán trước đó mà chúng đã chờ)</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="319"/>
        <location filename="../../ui/models/dep_graph.cpp" line="470"/>
        <source>op</source>
        <translation>phép toán</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="320"/>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="321"/>
        <source>kind</source>
        <translation>loại</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="328"/>
        <source>shown as</source>
        <translation>hiển thị là</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="329"/>
        <source>outside the window: ops in it waited on it</source>
        <translation>nằm ngoài cửa sổ: các phép toán trong cửa sổ đã chờ nó</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="353"/>
        <source>; %1 dependencies on earlier ops not shown</source>
        <translation>; không hiển thị %1 quan hệ phụ thuộc vào các phép toán trước đó</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="467"/>
        <source>node</source>
        <translation>nút</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="468"/>
        <source>name</source>
        <translation>tên</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="471"/>
        <source>parameter</source>
        <translation>tham số</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="471"/>
        <source>data input</source>
        <translation>dữ liệu đầu vào</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="482"/>
        <source>inputs</source>
        <translation>đầu vào</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="485"/>
        <source>shape</source>
        <translation>hình dạng</translation>
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
        <translation>, tại chỗ, ghi đè lên đầu vào thứ nhất</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="497"/>
        <source>buffer</source>
        <translation>vùng đệm</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="502"/>
        <source>program</source>
        <translation>chương trình</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="506"/>
        <location filename="../../ui/models/dep_graph.cpp" line="576"/>
        <source>merges</source>
        <translation>gộp</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="519"/>
        <source>attributes</source>
        <translation>thuộc tính</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="529"/>
        <source>parameters</source>
        <translation>tham số</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="531"/>
        <source>output</source>
        <translation>đầu ra</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="531"/>
        <source>yes</source>
        <translation>có</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="534"/>
        <location filename="../../ui/models/dep_graph.cpp" line="584"/>
        <source>next pass</source>
        <translation>bước tối ưu tiếp theo</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="534"/>
        <source>removes or merges it</source>
        <translation>loại bỏ hoặc gộp nút này</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="552"/>
        <source>%1 nodes, %2 ops</source>
        <translation>%1 nút, %2 phép toán</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="555"/>
        <source> (%1 parameters in the tooltips)</source>
        <translation> (%1 tham số nằm trong tooltip)</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="577"/>
        <source>fused by</source>
        <translation>được hợp nhất bởi</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="585"/>
        <source>%1 removes or merges it</source>
        <translation>%1 loại bỏ hoặc gộp nút này</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="588"/>
        <source>Step %1/%2: %3</source>
        <translation>Bước %1/%2: %3</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="603"/>
        <source>no such file</source>
        <translation>không có tệp này</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="610"/>
        <source>the file is empty</source>
        <translation>tệp rỗng</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="619"/>
        <source>not a readable MXNet symbol file: %1</source>
        <translation>không phải tệp symbol MXNet đọc được: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="621"/>
        <source>the graph has no nodes</source>
        <translation>đồ thị không có nút nào</translation>
    </message>
</context>
<context>
    <name>asynclab::FileKind</name>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="126"/>
        <source>%1: no such file</source>
        <translation>%1: không có tệp này</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="127"/>
        <source>%1: is a folder, not a file</source>
        <translation>%1: là thư mục, không phải tệp</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="130"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1: không đọc được: %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="133"/>
        <source>%1: not a file AsyncLab opens (a Chrome trace, .json or .json.gz; a session, .asynclab; an MXNet -symbol.json; a Python script, .py)</source>
        <translation>%1: không phải tệp AsyncLab mở được (trace Chrome, .json hoặc .json.gz; phiên, .asynclab; -symbol.json của MXNet; script Python, .py)</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="141"/>
        <source>Everything AsyncLab opens (*.json *.json.gz *.gz *.asynclab *.py);;Chrome traces (*.json *.json.gz *.gz);;AsyncLab sessions (*.asynclab);;MXNet symbols (*-symbol.json *.json);;Python scripts (*.py);;All files (*)</source>
        <translation>Mọi thứ AsyncLab mở được (*.json *.json.gz *.gz *.asynclab *.py);;Trace Chrome (*.json *.json.gz *.gz);;Phiên AsyncLab (*.asynclab);;Symbol MXNet (*-symbol.json *.json);;Script Python (*.py);;Mọi tệp (*)</translation>
    </message>
</context>
<context>
    <name>asynclab::GraphView</name>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="81"/>
        <source>Run ops</source>
        <translation>Phép toán của lần chạy</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="82"/>
        <source>Hybridized graph</source>
        <translation>Đồ thị đã hybrid hóa</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="83"/>
        <source>MXNet symbol</source>
        <translation>Symbol MXNet</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="84"/>
        <source>What the graph shows</source>
        <translation>Đồ thị hiển thị gì</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="98"/>
        <source>Most recent</source>
        <translation>Gần nhất</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="99"/>
        <source>Iteration</source>
        <translation>Lần lặp</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="101"/>
        <source>Most recent: the last ops pushed. Iteration: the ops pushed between two sync points of the program (wait_to_read, waitall, asnumpy, item, print)</source>
        <translation>Gần nhất: các phép toán được đưa vào hàng đợi sau cùng. Lần lặp: các phép toán được đưa vào hàng đợi giữa hai điểm đồng bộ của chương trình (wait_to_read, waitall, asnumpy, item, print)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="106"/>
        <source> ops</source>
        <translation> phép toán</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="110"/>
        <source>last</source>
        <translation>cuối</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="111"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="114"/>
        <source>States of the ops at this time of the run</source>
        <translation>Trạng thái của các phép toán tại thời điểm này của lần chạy</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="115"/>
        <source>Live</source>
        <translation>Trực tiếp</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="116"/>
        <source>States at the end of the run so far, following it</source>
        <translation>Trạng thái ở cuối phần đã chạy, cập nhật theo lần chạy</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="120"/>
        <source>at</source>
        <translation>tại</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="157"/>
        <source>The graph before the passes (traced) and after each pass</source>
        <translation>Đồ thị trước các bước tối ưu (vừa ghi vết) và sau mỗi bước tối ưu</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="159"/>
        <source>Step</source>
        <translation>Bước</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="170"/>
        <source>Open Symbol…</source>
        <translation>Mở symbol…</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="171"/>
        <source>Open an MXNet symbol JSON file (prefix-symbol.json)</source>
        <translation>Mở một tệp JSON symbol của MXNet (prefix-symbol.json)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="174"/>
        <location filename="../../ui/views/graph_view.cpp" line="178"/>
        <source>Open MXNet symbol</source>
        <translation>Mở symbol MXNet</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="174"/>
        <source>MXNet symbol (*.json);;All files (*)</source>
        <translation>Symbol MXNet (*.json);;Mọi tệp (*)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="187"/>
        <source>Parameters</source>
        <translation>Tham số</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="188"/>
        <source>Show weights and biases as nodes (else in the tooltips)</source>
        <translation>Hiển thị trọng số và bias dưới dạng nút (nếu không thì nằm trong tooltip)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="194"/>
        <source>Fit</source>
        <translation>Vừa khung</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="195"/>
        <source>Show the whole graph (double click)</source>
        <translation>Hiển thị toàn bộ đồ thị (nhấp đúp)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="197"/>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="198"/>
        <source>Zoom in</source>
        <translation>Phóng to</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="200"/>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="201"/>
        <source>Zoom out</source>
        <translation>Thu nhỏ</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="253"/>
        <source>no file</source>
        <translation>chưa có tệp</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="411"/>
        <source>No hybridized graph yet: run a hybridized network</source>
        <translation>Chưa có đồ thị đã hybrid hóa: hãy chạy một mạng đã hybrid hóa</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="422"/>
        <source>No symbol file: open an MXNet prefix-symbol.json</source>
        <translation>Chưa có tệp symbol: hãy mở một tệp prefix-symbol.json của MXNet</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="434"/>
        <source>No run yet: run a scenario or open a trace</source>
        <translation>Chưa có lần chạy: hãy chạy một kịch bản hoặc mở một trace</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="496"/>
        <source>states at the end (live): %1</source>
        <translation>trạng thái ở cuối (trực tiếp): %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="496"/>
        <source>states at %1</source>
        <translation>trạng thái tại %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="499"/>
        <source>layout: %1</source>
        <translation>bố cục: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="503"/>
        <location filename="../../ui/views/graph_view.cpp" line="894"/>
        <source>laying out…</source>
        <translation>đang sắp xếp bố cục…</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="663"/>
        <source>state</source>
        <translation>trạng thái</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="717"/>
        <source>bulk / fused</source>
        <translation>gộp khối / hợp nhất</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="720"/>
        <source>earlier op it waited on</source>
        <translation>phép toán trước đó mà nó đã chờ</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="723"/>
        <source>op</source>
        <translation>phép toán</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="724"/>
        <source>fused op</source>
        <translation>phép toán hợp nhất</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="727"/>
        <source>input / parameter</source>
        <translation>đầu vào / tham số</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="729"/>
        <source>constant</source>
        <translation>hằng số</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="732"/>
        <source>removed or merged by the next pass</source>
        <translation>bị loại bỏ hoặc gộp ở bước tối ưu tiếp theo</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="870"/>
        <source>Nothing to show</source>
        <translation>Không có gì để hiển thị</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="872"/>
        <source>Laying out %1 nodes…</source>
        <translation>Đang sắp xếp bố cục cho %1 nút…</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="991"/>
        <source>Dependency graph</source>
        <translation>Đồ thị quan hệ phụ thuộc</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="1055"/>
        <location filename="../../ui/views/graph_view.cpp" line="1057"/>
        <source>AsyncLab dependency graph</source>
        <translation>Đồ thị quan hệ phụ thuộc của AsyncLab</translation>
    </message>
</context>
<context>
    <name>asynclab::Lane</name>
    <message>
        <location filename="../../ui/models/labels.cpp" line="36"/>
        <source>front end %1</source>
        <translation>front-end %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="39"/>
        <source>%1 compute %2</source>
        <translation>%1 tính toán %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="43"/>
        <source>%1 copy h2d</source>
        <translation>%1 sao chép h2d</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="45"/>
        <source>%1 copy d2h</source>
        <translation>%1 sao chép d2h</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="47"/>
        <source>%1 copy peer</source>
        <translation>%1 sao chép ngang hàng</translation>
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
        <translation>Làn</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="136"/>
        <source>Busy</source>
        <translation>Bận</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="137"/>
        <source>Idle</source>
        <translation>Rảnh</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="138"/>
        <source>Blocked</source>
        <translation>Bị chặn</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="142"/>
        <source>Some op ran on the lane</source>
        <translation>Có phép toán chạy trên làn</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="143"/>
        <source>Neither busy nor blocked</source>
        <translation>Không bận cũng không bị chặn</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="145"/>
        <source>Front end: waiting at sync points. Device lane: nothing ran although an op pushed to it was ready (its inputs done)</source>
        <translation>Front-end: chờ tại điểm đồng bộ. Làn thiết bị: không có gì chạy dù một phép toán đã đẩy vào đó đã sẵn sàng (đầu vào đã xong)</translation>
    </message>
</context>
<context>
    <name>asynclab::LaneTableModel</name>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="237"/>
        <source>Union of the lane&apos;s op intervals</source>
        <translation>Hợp các khoảng thời gian của những phép toán trên làn</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="247"/>
        <source>Lane</source>
        <translation>Làn</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="248"/>
        <source>Device</source>
        <translation>Thiết bị</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="249"/>
        <source>Ops</source>
        <translation>Số phép toán</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="250"/>
        <source>Busy</source>
        <translation>Bận</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="251"/>
        <source>Utilization</source>
        <translation>Mức sử dụng</translation>
    </message>
</context>
<context>
    <name>asynclab::LessonView</name>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="67"/>
        <source>The chapter&apos;s sections, each a lesson</source>
        <translation>Các mục của chương, mỗi mục là một bài học</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="79"/>
        <source>Previous</source>
        <translation>Trước</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="79"/>
        <source>Next</source>
        <translation>Tiếp</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="124"/>
        <source>Set Up This Run</source>
        <translation>Thiết lập lần chạy này</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="127"/>
        <source>Puts the step&apos;s run in the run panel (and its network in the Network dock); then press Run</source>
        <translation>Đưa lần chạy của bước này vào khung Chạy (và mạng của nó vào khung Mạng); sau đó nhấn Chạy</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="356"/>
        <source>Predict before you run</source>
        <translation>Dự đoán trước khi chạy</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="155"/>
        <source>(your guess)</source>
        <translation>(dự đoán của bạn)</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="113"/>
        <source>Open in Code Editor</source>
        <translation>Mở trong trình soạn mã</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="115"/>
        <source>Put this code (the tab shown) into the Code dock as a new cell, to run it on AsyncLab&apos;s engine and change it</source>
        <translation>Đưa đoạn mã này (thẻ đang hiển thị) vào khung Mã thành một ô mới, để chạy nó trên engine của AsyncLab và sửa đổi</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="166"/>
        <location filename="../../ui/views/lesson_view.cpp" line="359"/>
        <source>Reveal</source>
        <translation>Công bố</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="168"/>
        <source>Show the room what the run measured, beside its answer</source>
        <translation>Cho cả lớp xem kết quả đo của lần chạy, bên cạnh câu trả lời</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="174"/>
        <source>What the run shows</source>
        <translation>Lần chạy cho thấy gì</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="228"/>
        <source>%1, step %2 (%3)</source>
        <translation>%1, bước %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="230"/>
        <source>%1, what the steps take as given (%2)</source>
        <translation>%1, phần chuẩn bị chung cho các bước (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="267"/>
        <source>&lt;b&gt;Step %1 of %2&lt;/b&gt;: %3</source>
        <translation>&lt;b&gt;Bước %1/%2&lt;/b&gt;: %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="282"/>
        <source>Exercise:</source>
        <translation>Bài tập:</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="286"/>
        <source>What to look at:</source>
        <translation>Cần quan sát:</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="287"/>
        <source>&lt;p&gt;Read the chapter online: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;Đọc chương này trực tuyến: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="355"/>
        <source>Ask the room before you run</source>
        <translation>Hỏi cả lớp trước khi chạy</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="359"/>
        <source>Reveal (after the run)</source>
        <translation>Công bố (sau lần chạy)</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="378"/>
        <source>no answer</source>
        <translation>chưa trả lời</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="386"/>
        <source>not measured</source>
        <translation>chưa đo được</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="388"/>
        <source>You said: &lt;b&gt;%1&lt;/b&gt;.&lt;br&gt;%2: &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Bạn đã chọn: &lt;b&gt;%1&lt;/b&gt;.&lt;br&gt;%2: &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="391"/>
        <source>&lt;br&gt;The run says: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;br&gt;Lần chạy cho thấy: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="395"/>
        <source>&lt;br&gt;&lt;i&gt;Predict before the next run to test your intuition.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Hãy dự đoán trước lần chạy sau để kiểm tra trực giác của bạn.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="397"/>
        <source>&lt;br&gt;&lt;font color=&apos;#2e7d32&apos;&gt;&lt;b&gt;Right.&lt;/b&gt;&lt;/font&gt;</source>
        <translation>&lt;br&gt;&lt;font color=&apos;#2e7d32&apos;&gt;&lt;b&gt;Chính xác.&lt;/b&gt;&lt;/font&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="398"/>
        <source>&lt;br&gt;&lt;font color=&apos;#c62828&apos;&gt;&lt;b&gt;Not this time.&lt;/b&gt;&lt;/font&gt;</source>
        <translation>&lt;br&gt;&lt;font color=&apos;#c62828&apos;&gt;&lt;b&gt;Lần này chưa đúng.&lt;/b&gt;&lt;/font&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="402"/>
        <source>&lt;br&gt;%1: %2 before, %3 now: %4</source>
        <translation>&lt;br&gt;%1: trước đó %2, giờ %3: %4</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="406"/>
        <source>as expected</source>
        <translation>đúng như dự kiến</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="406"/>
        <source>not as expected</source>
        <translation>không như dự kiến</translation>
    </message>
</context>
<context>
    <name>asynclab::LoadProgress</name>
    <message>
        <location filename="../../ui/views/load_progress.cpp" line="26"/>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <location filename="../../ui/views/load_progress.cpp" line="27"/>
        <source>Stop reading the file; the window keeps what it shows</source>
        <translation>Dừng đọc tệp; cửa sổ giữ nguyên những gì đang hiển thị</translation>
    </message>
    <message>
        <location filename="../../ui/views/load_progress.cpp" line="49"/>
        <source>Opening %1</source>
        <translation>Đang mở %1</translation>
    </message>
</context>
<context>
    <name>asynclab::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="134"/>
        <source>Timeline</source>
        <translation>Dòng thời gian</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="148"/>
        <source>lesson file %1</source>
        <translation>tệp bài học %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="209"/>
        <source>Hybridized Graph</source>
        <translation>Đồ thị đã hybrid hóa</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="232"/>
        <source>Run</source>
        <translation>Chạy</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="235"/>
        <source>Lesson</source>
        <translation>Bài học</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="238"/>
        <source>Network</source>
        <translation>Mạng</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="249"/>
        <source>Memory</source>
        <translation>Bộ nhớ</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="258"/>
        <source>Summary</source>
        <translation>Tóm tắt</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="267"/>
        <source>Output</source>
        <translation>Đầu ra</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="271"/>
        <source>Dependency Graph</source>
        <translation>Đồ thị quan hệ phụ thuộc</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="280"/>
        <source>Code</source>
        <translation>Mã</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="291"/>
        <source>Compare</source>
        <translation>So sánh</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="337"/>
        <location filename="../../ui/mainwindow.cpp" line="432"/>
        <location filename="../../ui/mainwindow.cpp" line="548"/>
        <source>error: %1</source>
        <translation>lỗi: %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="338"/>
        <source>The run failed: %1</source>
        <translation>Lần chạy thất bại: %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="348"/>
        <source>this step&apos;s run does not fit this version&apos;s scenarios</source>
        <translation>lần chạy của bước này không khớp với các kịch bản của phiên bản này</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="350"/>
        <source>Cannot set up the step: %1</source>
        <translation>Không thể thiết lập bước: %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="351"/>
        <source>The step&apos;s run is set up: predict, then press Run (Ctrl+R)</source>
        <translation>Đã thiết lập lần chạy của bước: hãy dự đoán, rồi nhấn Chạy (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="428"/>
        <source>Stopped (KeyboardInterrupt): what the cells made before stays in the namespace.</source>
        <translation>Đã dừng (KeyboardInterrupt): những gì các ô đã tạo trước đó vẫn còn trong không gian tên.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="430"/>
        <source>Stopped</source>
        <translation>Đã dừng</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="448"/>
        <source>No Python</source>
        <translation>Không có Python</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="454"/>
        <source>%1, GPUs: %2</source>
        <translation>%1, GPU: %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="459"/>
        <source>Python (%1): running</source>
        <translation>Python (%1): đang chạy</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="461"/>
        <source>Python (%1): not started</source>
        <translation>Python (%1): chưa khởi động</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="463"/>
        <source>Python (%1), cells run: %2</source>
        <translation>Python (%1), số ô đã chạy: %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="465"/>
        <source>The cells run one after another in one namespace, on one engine, until Restart Python: a variable one cell makes is there for the next.</source>
        <translation>Các ô chạy lần lượt trong cùng một không gian tên, trên cùng một engine, cho đến khi Khởi động lại Python: biến mà một ô tạo ra vẫn còn cho ô tiếp theo.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="476"/>
        <source>, Restart for %1</source>
        <translation>, khởi động lại để dùng %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="558"/>
        <location filename="../../ui/mainwindow.cpp" line="717"/>
        <source>Running %1...</source>
        <translation>Đang chạy %1...</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="566"/>
        <source>Stopping...</source>
        <translation>Đang dừng...</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="586"/>
        <source>Resume</source>
        <translation>Tiếp tục</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="586"/>
        <source>&amp;Pause</source>
        <translation>&amp;Tạm dừng</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="623"/>
        <source>Compare stopped</source>
        <translation>Đã dừng so sánh</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="642"/>
        <source>This run put no operations on the engine: its numbers are in the Summary and the Output.</source>
        <translation>Lần chạy này không đưa phép toán nào vào engine: các con số của nó nằm trong Tóm tắt và Đầu ra.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="648"/>
        <source>Compared %1 with %2</source>
        <translation>Đã so sánh %1 với %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="663"/>
        <source>Compare: running %1=%2, then %1=%3</source>
        <translation>So sánh: chạy với %1=%2, rồi với %1=%3</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="684"/>
        <location filename="../../ui/mainwindow.cpp" line="728"/>
        <location filename="../../ui/mainwindow.cpp" line="853"/>
        <location filename="../../ui/mainwindow.cpp" line="906"/>
        <source>A run is in progress; stop it first.</source>
        <translation>Đang có một lần chạy; hãy dừng nó trước.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="700"/>
        <source>Nothing to run here: only blank lines and comments.</source>
        <translation>Không có gì để chạy ở đây: chỉ có dòng trống và chú thích.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="710"/>
        <source>In [%1]: %2, all cells</source>
        <translation>In [%1]: %2, mọi ô</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="711"/>
        <source>In [%1]: %2, line %3</source>
        <translation>In [%1]: %2, dòng %3</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="719"/>
        <source>The cells could not start.</source>
        <translation>Không thể bắt đầu chạy các ô.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="731"/>
        <source>Python restarted: a fresh namespace and engine for the next cell.</source>
        <translation>Đã khởi động lại Python: không gian tên và engine mới cho ô tiếp theo.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="732"/>
        <source>Python restarted</source>
        <translation>Đã khởi động lại Python</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="793"/>
        <source>The code is a new cell at the end of the Code dock&apos;s script: Ctrl+Enter runs it</source>
        <translation>Đoạn mã đã thành một ô mới ở cuối script trong khung Mã: Ctrl+Enter để chạy nó</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="820"/>
        <source>Open Python Script</source>
        <translation>Mở script Python</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="820"/>
        <location filename="../../ui/mainwindow.cpp" line="838"/>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Script Python (*.py);;Mọi tệp (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="828"/>
        <location filename="../../ui/mainwindow.cpp" line="837"/>
        <location filename="../../ui/mainwindow.cpp" line="842"/>
        <source>Save Python Script</source>
        <translation>Lưu script Python</translation>
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
        <translation>Đã mở %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="264"/>
        <source>What the scenario or the Code dock&apos;s cells print, like the chapter&apos;s notebook cells. Click a line of the script (script.py:12) to show it in the Code dock.</source>
        <translation>Những gì kịch bản hoặc các ô trong khung Mã in ra, giống các ô notebook của chương. Nhấp vào một dòng của script (script.py:12) để xem nó trong khung Mã.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="874"/>
        <source>There is no run to export yet.</source>
        <translation>Chưa có lần chạy nào để xuất.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="880"/>
        <source>Export Timeline</source>
        <translation>Xuất dòng thời gian</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="881"/>
        <source>%1 files (*.%2)</source>
        <translation>Tệp %1 (*.%2)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="889"/>
        <source>Export Trace</source>
        <translation>Xuất trace</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="890"/>
        <source>Chrome traces (*.json)</source>
        <translation>Chrome trace (*.json)</translation>
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
        <translation>Đã mở phiên %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1077"/>
        <location filename="../../ui/mainwindow.cpp" line="1091"/>
        <location filename="../../ui/mainwindow.cpp" line="1115"/>
        <source>Save Session</source>
        <translation>Lưu phiên</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1091"/>
        <source>AsyncLab sessions (*.asynclab);;All files (*)</source>
        <translation>Phiên AsyncLab (*.asynclab);;Mọi tệp (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1078"/>
        <location filename="../../ui/mainwindow.cpp" line="1158"/>
        <location filename="../../ui/mainwindow.cpp" line="1186"/>
        <source>Could not write %1.</source>
        <translation>Không thể ghi %1.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="115"/>
        <source>Press Run (Ctrl+R): each operation the scenario puts on the engine appears here as a bar, on the lane (thread or device) that ran it.</source>
        <translation>Nhấn Chạy (Ctrl+R): mỗi phép toán mà kịch bản đưa vào engine sẽ hiện ở đây thành một thanh, trên làn (luồng hoặc thiết bị) đã chạy nó.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="478"/>
        <source>The run panel&apos;s mode and the GPUs asked for are %1: Restart Python to run the cells there.</source>
        <translation>Chế độ của khung Chạy và số GPU đã chọn là %1: hãy Khởi động lại Python để chạy các ô ở đó.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="831"/>
        <location filename="../../ui/mainwindow.cpp" line="845"/>
        <location filename="../../ui/mainwindow.cpp" line="1083"/>
        <location filename="../../ui/mainwindow.cpp" line="1160"/>
        <location filename="../../ui/mainwindow.cpp" line="1200"/>
        <source>Saved %1</source>
        <translation>Đã lưu %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="966"/>
        <location filename="../../ui/mainwindow.cpp" line="994"/>
        <location filename="../../ui/mainwindow.cpp" line="1024"/>
        <location filename="../../ui/mainwindow.cpp" line="1032"/>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="969"/>
        <source>Cannot open %1: a run is in progress; stop it first.</source>
        <translation>Không thể mở %1: đang có một lần chạy; hãy dừng nó trước.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="977"/>
        <source>Opening %1...</source>
        <translation>Đang mở %1...</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1025"/>
        <source>Cannot show %1: a run started meanwhile; open it again once the run is over.</source>
        <translation>Không thể hiển thị %1: một lần chạy đã bắt đầu trong lúc đó; hãy mở lại khi lần chạy kết thúc.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1035"/>
        <source>Stopped opening %1; the window shows what it showed before.</source>
        <translation>Đã dừng mở %1; cửa sổ vẫn hiển thị những gì đã có trước đó.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1111"/>
        <source>The network and the last run are not saved in a session.</source>
        <translation>Mạng và lần chạy gần nhất chưa được lưu vào phiên nào.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1112"/>
        <source>%1 has changes to the network or the last run that are not saved.</source>
        <translation>%1 có thay đổi ở mạng hoặc lần chạy gần nhất chưa được lưu.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1118"/>
        <source>Save them before they are gone?</source>
        <translation>Lưu lại trước khi chúng mất đi?</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1169"/>
        <source>%1 hybridized (%2)</source>
        <translation>%1 đã hybrid hóa (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1180"/>
        <source>Unknown view &apos;%1&apos; (timeline, memory, graph, compare).</source>
        <translation>Không có khung nhìn &apos;%1&apos; (timeline, memory, graph, compare).</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1184"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1198"/>
        <source>Export View</source>
        <translation>Xuất khung nhìn</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1239"/>
        <source>Teacher mode: ask the room, run, then press Reveal (Ctrl+Return)</source>
        <translation>Chế độ giáo viên: hỏi cả lớp, chạy, rồi nhấn Công bố (Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1240"/>
        <source>Teacher mode is off</source>
        <translation>Đã tắt chế độ giáo viên</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1336"/>
        <source>&lt;h3&gt;AsyncLab %1&lt;/h3&gt;&lt;p&gt;An interactive companion to the chapter &quot;Computational Performance&quot; of Dive into Deep Learning, with an embedded asynchronous execution engine.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later. This program comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AsyncLab %1&lt;/h3&gt;&lt;p&gt;Công cụ tương tác đồng hành cùng chương &quot;Computational Performance&quot; (Hiệu năng tính toán) của cuốn Dive into Deep Learning, có sẵn một engine thực thi bất đồng bộ.&lt;/p&gt;&lt;p&gt;Giấy phép: GPL-3.0-or-later. Chương trình này được cung cấp mà KHÔNG CÓ BẤT KỲ SỰ BẢO ĐẢM NÀO.&lt;/p&gt;&lt;p&gt;Được xây dựng với Qt %2 (đang chạy trên Qt %3).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1348"/>
        <source>The Lesson dock teaches the chapter step by step; each step sets up its run (Set Up This Run, then Ctrl+R).</source>
        <translation>Khung Bài học dạy chương này từng bước; mỗi bước thiết lập lần chạy của nó (Thiết lập lần chạy này, rồi Ctrl+R).</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1354"/>
        <source>About AsyncLab</source>
        <translation>Giới thiệu AsyncLab</translation>
    </message>
</context>
<context>
    <name>asynclab::MemoryView</name>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="65"/>
        <source>Memory in use per device over the run; dots mark each device&apos;s peak, dashed lines the moments the front end waited.</source>
        <translation>Bộ nhớ đang dùng của từng thiết bị trong suốt lần chạy; các chấm đánh dấu mức đỉnh của mỗi thiết bị, các đường nét đứt đánh dấu những lúc front-end phải chờ.</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="68"/>
        <source>Shift+drag selects a time range; the timeline shows the same range.</source>
        <translation>Shift+kéo để chọn một khoảng thời gian; dòng thời gian sẽ hiển thị cùng khoảng đó.</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="368"/>
        <source>in use (%1)</source>
        <translation>đang dùng (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="375"/>
        <source>time (µs)</source>
        <translation>thời gian (µs)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="376"/>
        <source>time (ms)</source>
        <translation>thời gian (ms)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="377"/>
        <source>time (s)</source>
        <translation>thời gian (s)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="415"/>
        <source>peak %1 %2</source>
        <translation>đỉnh %1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="432"/>
        <source>process resident</source>
        <translation>bộ nhớ thường trú của tiến trình</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="441"/>
        <source>resident (%1)</source>
        <translation>thường trú (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="545"/>
        <source>Run a scenario to see its memory over time.</source>
        <translation>Hãy chạy một kịch bản để xem bộ nhớ của nó theo thời gian.</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="546"/>
        <source>This run recorded no memory counters.</source>
        <translation>Lần chạy này không ghi lại bộ đếm bộ nhớ nào.</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="554"/>
        <source>Memory: %1</source>
        <translation>Bộ nhớ: %1</translation>
    </message>
</context>
<context>
    <name>asynclab::NetworkBuilder</name>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="92"/>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="115"/>
        <source>automatic</source>
        <translation>tự động</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="143"/>
        <source>MLP 512-256-128-2 (12.1)</source>
        <translation>MLP 512-256-128-2 (12.1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="145"/>
        <source>Training MLP 512-2048-512-1 (12.2)</source>
        <translation>MLP huấn luyện 512-2048-512-1 (12.2)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="147"/>
        <source>HybridNet with Print (12.1.3)</source>
        <translation>HybridNet có Print (12.1.3)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="149"/>
        <source>fancy_func, a program (12.1.1)</source>
        <translation>fancy_func, một chương trình (12.1.1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="150"/>
        <source>HybridConcurrent branches</source>
        <translation>Các nhánh HybridConcurrent</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="151"/>
        <source>Data-dependent branch</source>
        <translation>Rẽ nhánh phụ thuộc dữ liệu</translation>
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
        <translation>Các mạng của chương; khi chỉnh sửa, mạng đó trở thành mạng của riêng bạn.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="179"/>
        <source>Your own network</source>
        <translation>Mạng của bạn</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="198"/>
        <location filename="../../ui/views/network_builder.cpp" line="255"/>
        <source>Add</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="200"/>
        <source>Add a layer or block: into the selected container, else after the selected block.</source>
        <translation>Thêm một tầng hoặc khối: vào khối chứa đang chọn, nếu không thì vào sau khối đang chọn.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="226"/>
        <source>One sample&apos;s shape: features such as 512, or dimensions such as 1, 28, 28.</source>
        <translation>Hình dạng của một mẫu: số đặc trưng như 512, hoặc các chiều như 1, 28, 28.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="233"/>
        <source>How many samples one call gets (the first dimension of the input).</source>
        <translation>Số mẫu mà mỗi lần gọi nhận được (chiều đầu tiên của đầu vào).</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="251"/>
        <source>Double-click a cell to edit it; Delete removes, Alt+Up and Alt+Down move the selected block.</source>
        <translation>Nhấp đúp vào một ô để sửa; Delete để xóa, Alt+Up và Alt+Down để di chuyển khối đang chọn.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="264"/>
        <source>fancy_func is a program, not a stack of layers: there are no blocks to edit. The code pane shows it. Run the fancy-func scenario (12.1.1) to see it run imperatively and compiled; pick a network above to build one.</source>
        <translation>fancy_func là một chương trình, không phải một chồng các tầng: không có khối nào để sửa. Khung mã hiển thị chương trình này. Hãy chạy kịch bản fancy-func (12.1.1) để xem nó chạy theo kiểu mệnh lệnh và khi đã biên dịch; chọn một mạng ở trên để dựng mạng.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="278"/>
        <source>The equivalent Gluon (MXNet) Python code, updated as the network changes.</source>
        <translation>Mã Python Gluon (MXNet) tương đương, được cập nhật mỗi khi mạng thay đổi.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="294"/>
        <source>&amp;Network:</source>
        <translation>&amp;Mạng:</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="300"/>
        <source>&amp;Input shape:</source>
        <translation>&amp;Hình dạng đầu vào:</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="302"/>
        <source>&amp;Batch size:</source>
        <translation>Cỡ &amp;batch:</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="361"/>
        <source>Remove</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="361"/>
        <source>Remove the selected block and what it holds (Delete)</source>
        <translation>Xóa khối đang chọn cùng những gì nó chứa (Delete)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="365"/>
        <source>Up</source>
        <translation>Lên</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="365"/>
        <source>Move the selected block up (Alt+Up)</source>
        <translation>Di chuyển khối đang chọn lên trên (Alt+Up)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="369"/>
        <source>Down</source>
        <translation>Xuống</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="369"/>
        <source>Move the selected block down (Alt+Down)</source>
        <translation>Di chuyển khối đang chọn xuống dưới (Alt+Down)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="374"/>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="374"/>
        <location filename="../../ui/views/network_builder.cpp" line="382"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>Hoàn tác (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="382"/>
        <source>Undo %1 (Ctrl+Z)</source>
        <translation>Hoàn tác: %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="384"/>
        <source>Redo</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="384"/>
        <location filename="../../ui/views/network_builder.cpp" line="391"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Làm lại (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="392"/>
        <source>Redo %1 (Ctrl+Shift+Z)</source>
        <translation>Làm lại: %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="394"/>
        <source>Open...</source>
        <translation>Mở...</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="394"/>
        <source>Open a network description (JSON)</source>
        <translation>Mở một tệp mô tả mạng (JSON)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="396"/>
        <source>Save...</source>
        <translation>Lưu...</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="396"/>
        <source>Save the network as JSON</source>
        <translation>Lưu mạng dưới dạng JSON</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="405"/>
        <source>Set network</source>
        <translation>Đặt mạng</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="445"/>
        <source>Cannot open %1: %2</source>
        <translation>Không thể mở %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="447"/>
        <source>Cannot load %1: the file is larger than 16 MiB, so it is not a network description.</source>
        <translation>Không thể nạp %1: tệp lớn hơn 16 MiB nên không phải là tệp mô tả mạng.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="453"/>
        <source>Cannot load %1: %2</source>
        <translation>Không thể nạp %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="454"/>
        <source>Open %1</source>
        <translation>Mở %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="466"/>
        <source>Cannot save: %1 is a program, not a network.</source>
        <translation>Không thể lưu: %1 là một chương trình, không phải một mạng.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="468"/>
        <source>Cannot save: the network is not valid (%1).</source>
        <translation>Không thể lưu: mạng không hợp lệ (%1).</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="471"/>
        <location filename="../../ui/views/network_builder.cpp" line="474"/>
        <source>Cannot write %1: %2</source>
        <translation>Không thể ghi %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="481"/>
        <location filename="../../ui/views/network_builder.cpp" line="484"/>
        <source>Open Network</source>
        <translation>Mở mạng</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="481"/>
        <location filename="../../ui/views/network_builder.cpp" line="492"/>
        <source>AsyncLab networks (*.json);;All files (*)</source>
        <translation>Mạng AsyncLab (*.json);;Mọi tệp (*)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="491"/>
        <location filename="../../ui/views/network_builder.cpp" line="495"/>
        <source>Save Network</source>
        <translation>Lưu mạng</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="502"/>
        <source>Choose %1</source>
        <translation>Chọn %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="505"/>
        <source>Unknown preset &apos;%1&apos;.</source>
        <translation>Không có mạng mẫu &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="575"/>
        <source>Refused: input shape &apos;%1&apos; is not a list of whole numbers such as 512 or 1, 28, 28.</source>
        <translation>Bị từ chối: hình dạng đầu vào &apos;%1&apos; không phải là danh sách số nguyên như 512 hoặc 1, 28, 28.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="633"/>
        <source>fancy_func is a program; the code pane shows it.</source>
        <translation>fancy_func là một chương trình; khung mã hiển thị nó.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="635"/>
        <source>Not valid: %1</source>
        <translation>Không hợp lệ: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="638"/>
        <source>Valid, but the output shape is unknown for this input: %1</source>
        <translation>Hợp lệ, nhưng chưa xác định được hình dạng đầu ra với đầu vào này: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="644"/>
        <source>Input %1, output %2, %3 parameters</source>
        <translation>Đầu vào %1, đầu ra %2, %3 tham số</translation>
    </message>
</context>
<context>
    <name>asynclab::NetworkCompiler</name>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="32"/>
        <source>fancy_func is a program: its compiled form is shown by the fancy-func scenario.</source>
        <translation>fancy_func là một chương trình: dạng đã biên dịch của nó được hiển thị trong kịch bản fancy-func.</translation>
    </message>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="35"/>
        <source>The network is not valid yet: %1</source>
        <translation>Mạng chưa hợp lệ: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="50"/>
        <source>Nothing in this network can be hybridized: it has no HybridBlock.</source>
        <translation>Không có phần nào của mạng này hybrid hóa được: mạng không có HybridBlock nào.</translation>
    </message>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="53"/>
        <source>Could not hybridize the network: %1</source>
        <translation>Không thể hybrid hóa mạng: %1</translation>
    </message>
</context>
<context>
    <name>asynclab::NetworkModel</name>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="238"/>
        <source>Replace network</source>
        <translation>Thay mạng</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="243"/>
        <source>Unknown program &apos;%1&apos;.</source>
        <translation>Không có chương trình &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="245"/>
        <source>Show %1</source>
        <translation>Hiển thị %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="276"/>
        <location filename="../../ui/models/network_model.cpp" line="289"/>
        <location filename="../../ui/models/network_model.cpp" line="314"/>
        <source>Refused: %1</source>
        <translation>Bị từ chối: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="278"/>
        <source>Set input shape</source>
        <translation>Đặt hình dạng đầu vào</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="291"/>
        <source>Set batch size</source>
        <translation>Đặt cỡ batch</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="299"/>
        <source>Refused: a network has one root block; add to it instead.</source>
        <translation>Bị từ chối: một mạng chỉ có một khối gốc; hãy thêm vào khối đó.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="304"/>
        <source>Refused: a %1 has no children.</source>
        <translation>Bị từ chối: %1 không thể chứa khối con.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="319"/>
        <source>Add %1</source>
        <translation>Thêm %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="329"/>
        <source>Refused: the root block cannot be removed.</source>
        <translation>Bị từ chối: không thể xóa khối gốc.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="334"/>
        <source>Remove %1</source>
        <translation>Xóa %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="342"/>
        <source>Refused: the root block cannot be moved.</source>
        <translation>Bị từ chối: không thể di chuyển khối gốc.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="347"/>
        <source>Refused: this block is already the first.</source>
        <translation>Bị từ chối: khối này đã ở đầu.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="348"/>
        <source>Refused: this block is already the last.</source>
        <translation>Bị từ chối: khối này đã ở cuối.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="350"/>
        <source>Move up</source>
        <translation>Di chuyển lên</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="350"/>
        <source>Move down</source>
        <translation>Di chuyển xuống</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="357"/>
        <source>Refused: no block selected.</source>
        <translation>Bị từ chối: chưa chọn khối nào.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="362"/>
        <source>Refused: a %1 cannot become a %2; only HybridSequential and Sequential can be switched (remove the block and add another).</source>
        <translation>Bị từ chối: không thể đổi %1 thành %2; chỉ HybridSequential và Sequential mới chuyển đổi qua lại được (hãy xóa khối rồi thêm khối khác).</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="368"/>
        <source>Refused: %1.%2</source>
        <translation>Bị từ chối: %1.%2</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="370"/>
        <source>Edit %1</source>
        <translation>Sửa %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="446"/>
        <source>Output shape for a batch of %1: %2</source>
        <translation>Hình dạng đầu ra với batch gồm %1 mẫu: %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="453"/>
        <source>Runs its children in order; can be hybridized (compiled). Edit to switch to Sequential.</source>
        <translation>Chạy lần lượt các khối con; có thể hybrid hóa (biên dịch). Sửa để chuyển sang Sequential.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="457"/>
        <source>Runs its children in order, imperatively only. Edit to switch to HybridSequential.</source>
        <translation>Chạy lần lượt các khối con, chỉ theo kiểu mệnh lệnh. Sửa để chuyển sang HybridSequential.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="461"/>
        <source>Runs every branch on the same input and concatenates the outputs.</source>
        <translation>Chạy mọi nhánh trên cùng một đầu vào rồi nối các đầu ra lại với nhau.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="462"/>
        <source>Fully connected layer.</source>
        <translation>Tầng kết nối đầy đủ.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="463"/>
        <source>Element-wise activation function.</source>
        <translation>Hàm kích hoạt theo từng phần tử.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="464"/>
        <source>Zeroes inputs at random while training.</source>
        <translation>Đặt ngẫu nhiên một số đầu vào về 0 trong lúc huấn luyện.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="465"/>
        <source>Flattens each sample to one dimension.</source>
        <translation>Trải phẳng mỗi mẫu thành một chiều.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="467"/>
        <source>Prints its input: every call imperatively, only while tracing once hybridized.</source>
        <translation>In đầu vào của nó: ở mọi lần gọi khi chạy theo kiểu mệnh lệnh, nhưng chỉ khi ghi vết nếu đã hybrid hóa.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="471"/>
        <source>Runs its first child when x.sum() &gt; 0, else its second: data-dependent control flow, so it cannot be hybridized.</source>
        <translation>Chạy khối con thứ nhất khi x.sum() &gt; 0, nếu không thì chạy khối thứ hai: luồng điều khiển phụ thuộc dữ liệu, nên không thể hybrid hóa.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="487"/>
        <source>then: %1</source>
        <translation>thì: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="487"/>
        <source>else: %1</source>
        <translation>ngược lại: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="497"/>
        <location filename="../../ui/models/network_model.cpp" line="560"/>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="503"/>
        <source>rate %1</source>
        <translation>tỉ lệ %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="508"/>
        <source>axis %1</source>
        <translation>trục %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="512"/>
        <source>no bias</source>
        <translation>không bias</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="513"/>
        <source>no flatten</source>
        <translation>không flatten</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="514"/>
        <source>in_units %1</source>
        <translation>in_units %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="529"/>
        <source>Refused: this cell is read-only.</source>
        <translation>Bị từ chối: ô này chỉ đọc.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="543"/>
        <source>Refused: %1.%2: must be a whole number, got &apos;%3&apos;</source>
        <translation>Bị từ chối: %1.%2: phải là số nguyên, nhận được &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="551"/>
        <source>Refused: %1.kind: unknown kind &apos;%2&apos;</source>
        <translation>Bị từ chối: %1.kind: không có loại &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="575"/>
        <source>Refused: %1.rate: must be a number, got &apos;%2&apos;</source>
        <translation>Bị từ chối: %1.rate: phải là một số, nhận được &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="584"/>
        <source>Refused: %1.axis: %2 is out of range [-8, 7]</source>
        <translation>Bị từ chối: %1.axis: %2 nằm ngoài khoảng [-8, 7]</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="622"/>
        <source>Block</source>
        <translation>Khối</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="623"/>
        <source>Units</source>
        <translation>Units</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="624"/>
        <source>Activation</source>
        <translation>Hàm kích hoạt</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="625"/>
        <source>Setting</source>
        <translation>Thiết lập</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="626"/>
        <source>Output shape</source>
        <translation>Hình dạng đầu ra</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="627"/>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="634"/>
        <source>Dropout rate, Print label, HybridConcurrent axis; Dense options that differ from the defaults.</source>
        <translation>Tỉ lệ của Dropout, nhãn của Print, trục của HybridConcurrent; các tùy chọn của Dense khác với mặc định.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="638"/>
        <source>The shape each block gives for the input shape and batch size.</source>
        <translation>Hình dạng mà mỗi khối cho ra với hình dạng đầu vào và cỡ batch hiện tại.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="640"/>
        <source>A fixed block name (its parameter prefix); empty: automatic.</source>
        <translation>Tên cố định của khối (tiền tố tham số của nó); để trống: tự động.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="796"/>
        <source>Unknown: the input of this block has no known shape.</source>
        <translation>Chưa xác định: đầu vào của khối này chưa có hình dạng xác định.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="798"/>
        <source>This Dense expects %1 input features but gets %2.</source>
        <translation>Tầng Dense này cần %1 đặc trưng đầu vào nhưng nhận được %2.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="802"/>
        <source>Unknown: a block inside has no known output shape.</source>
        <translation>Chưa xác định: một khối bên trong chưa có hình dạng đầu ra xác định.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="804"/>
        <source>Unknown: a HybridConcurrent needs at least one branch.</source>
        <translation>Chưa xác định: HybridConcurrent cần ít nhất một nhánh.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="806"/>
        <source>Unknown: a branch has no known output shape.</source>
        <translation>Chưa xác định: một nhánh chưa có hình dạng đầu ra xác định.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="808"/>
        <source>Axis %1 is out of range for outputs of rank %2.</source>
        <translation>Trục %1 nằm ngoài phạm vi với đầu ra có hạng %2.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="812"/>
        <source>Branch outputs %1 and %2 cannot be concatenated on axis %3.</source>
        <translation>Không thể nối đầu ra %1 và %2 của các nhánh theo trục %3.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="816"/>
        <source>Unknown: a DataBranch needs exactly two branches.</source>
        <translation>Chưa xác định: DataBranch cần đúng hai nhánh.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="818"/>
        <source>The branches give different shapes (%1 and %2), so the output depends on the data.</source>
        <translation>Các nhánh cho ra hình dạng khác nhau (%1 và %2), nên đầu ra phụ thuộc vào dữ liệu.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="854"/>
        <source>Refused: %1 is a program, not a network; pick a network preset to edit.</source>
        <translation>Bị từ chối: %1 là một chương trình, không phải một mạng; hãy chọn một mạng mẫu để sửa.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="868"/>
        <source># fancy_func (12.1.1) is a program, not a stack of
# layers: plain Python functions that the interpreter
# runs one statement at a time.
</source>
        <translation># fancy_func (12.1.1) là một chương trình, không phải
# một chồng các tầng: chỉ là các hàm Python thông
# thường mà trình thông dịch chạy từng câu lệnh một.
</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="884"/>
        <source># Imperatively, each add() is one op. Compiled, the
# program is known as a whole: with constant inputs
# the three additions fold into the constant 10.
# The fancy-func scenario runs both and counts ops.
</source>
        <translation># Theo kiểu mệnh lệnh, mỗi add() là một phép toán.
# Khi biên dịch, toàn bộ chương trình được biết trước:
# với đầu vào là hằng số, ba phép cộng được gộp thành
# hằng số 10. Kịch bản fancy-func chạy cả hai cách
# và đếm số phép toán.
</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="898"/>
        <source># Not valid yet: %1
</source>
        <translation># Chưa hợp lệ: %1
</translation>
    </message>
</context>
<context>
    <name>asynclab::OpKind</name>
    <message>
        <location filename="../../ui/models/labels.cpp" line="15"/>
        <source>other</source>
        <translation>khác</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="16"/>
        <source>elementwise</source>
        <translation>theo phần tử</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="17"/>
        <source>matmul</source>
        <translation>nhân ma trận</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="18"/>
        <source>reduction</source>
        <translation>rút gọn</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="19"/>
        <source>random</source>
        <translation>ngẫu nhiên</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="20"/>
        <source>layout</source>
        <translation>bố cục dữ liệu</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="21"/>
        <source>copy</source>
        <translation>sao chép</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="22"/>
        <source>memory</source>
        <translation>bộ nhớ</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="23"/>
        <source>bulk</source>
        <translation>gộp khối</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="24"/>
        <source>fused</source>
        <translation>hợp nhất</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="25"/>
        <source>comm</source>
        <translation>truyền thông</translation>
    </message>
</context>
<context>
    <name>asynclab::OpStatsTableModel</name>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="58"/>
        <source>The longest part inside the range: op #%1</source>
        <translation>Phần dài nhất trong khoảng: phép toán #%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="68"/>
        <source>Op</source>
        <translation>Phép toán</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="69"/>
        <source>Count</source>
        <translation>Số lượng</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="70"/>
        <source>Total</source>
        <translation>Tổng</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="71"/>
        <source>Mean</source>
        <translation>Trung bình</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="72"/>
        <source>Max</source>
        <translation>Lớn nhất</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="73"/>
        <source>Share</source>
        <translation>Tỉ lệ</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="77"/>
        <source>Ops of this name that overlap the range</source>
        <translation>Các phép toán cùng tên chồng lên khoảng</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="78"/>
        <source>Their time inside the range (each clipped to it)</source>
        <translation>Thời gian của chúng trong khoảng (mỗi cái cắt theo khoảng)</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="79"/>
        <source>The largest clipped duration</source>
        <translation>Thời lượng đã cắt lớn nhất</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="80"/>
        <source>Part of the selected ops&apos; total time</source>
        <translation>Phần trong tổng thời gian của các phép toán đã chọn</translation>
    </message>
</context>
<context>
    <name>asynclab::RecentFilesMenu</name>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="10"/>
        <source>Open &amp;Recent</source>
        <translation>Mở &amp;gần đây</translation>
    </message>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="13"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Xóa danh sách</translation>
    </message>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="15"/>
        <source>Forget the files opened before</source>
        <translation>Quên các tệp đã mở trước đây</translation>
    </message>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="44"/>
        <source>%1 no longer exists</source>
        <translation>%1 không còn tồn tại</translation>
    </message>
</context>
<context>
    <name>asynclab::ReplayBar</name>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="32"/>
        <source>Drag through the run: the dependency graph shows each op&apos;s state at this instant</source>
        <translation>Kéo qua lần chạy: đồ thị quan hệ phụ thuộc cho thấy trạng thái của từng phép toán tại thời điểm này</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="38"/>
        <source>as fast as it ran</source>
        <translation>đúng tốc độ đã chạy</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="38"/>
        <source>%1x slower</source>
        <translation>chậm hơn %1 lần</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="41"/>
        <source>How fast Play replays the run</source>
        <translation>Tốc độ nút Phát phát lại lần chạy</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="56"/>
        <source>Replay:</source>
        <translation>Phát lại:</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="89"/>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="89"/>
        <source>Play</source>
        <translation>Phát</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="98"/>
        <source>Press Play, drag the slider or the line on the timeline, or step with , and . to replay the run op by op.</source>
        <translation>Nhấn Phát, kéo thanh trượt hoặc vạch trên dòng thời gian, hoặc dùng , và . để phát lại lần chạy từng phép toán một.</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="100"/>
        <source>Replay: after a run, or with a trace open.</source>
        <translation>Phát lại: sau một lần chạy, hoặc khi đang mở một tệp trace.</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="120"/>
        <source>queue depth %1</source>
        <translation>độ dài hàng đợi %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="122"/>
        <source>memory %1: %2</source>
        <translation>bộ nhớ %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="123"/>
        <source>%1 running, %2 done</source>
        <translation>%1 đang chạy, %2 đã xong</translation>
    </message>
</context>
<context>
    <name>asynclab::ReplayCursor</name>
    <message>
        <location filename="../../ui/models/replay.cpp" line="173"/>
        <source>%1 blocked in %2</source>
        <translation>%1 bị chặn ở %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/replay.cpp" line="174"/>
        <source>%1 blocked in %2, waiting for %3</source>
        <translation>%1 bị chặn ở %2, chờ %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/models/replay.cpp" line="178"/>
        <source>%1 has pushed all its %n op(s)</source>
        <translation>
            <numerusform>%1 đã đưa vào hàng đợi cả %n phép toán</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/models/replay.cpp" line="182"/>
        <source>%1 has pushed %2 of %3 ops</source>
        <translation>%1 đã đưa vào hàng đợi %2 trên %3 phép toán</translation>
    </message>
</context>
<context>
    <name>asynclab::RunDialogs</name>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="47"/>
        <source>microseconds an idle worker, or the front end at a sync, spins before it sleeps (Run &gt; Spin Before Sleeping)</source>
        <translation>số micro giây mà một luồng xử lý rảnh, hoặc front-end tại một điểm đồng bộ, chờ bận trước khi ngủ (Chạy &gt; Chờ bận trước khi ngủ)</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="54"/>
        <source>this machine (real) beside the simulated one (sim), with the simulated CPU the run panel names: cpu=this-machine shows how close the simulator comes to this computer, op by op</source>
        <translation>máy này (real) bên cạnh máy mô phỏng (sim), với CPU mô phỏng đã chọn trong khung Chạy: cpu=this-machine cho thấy bộ mô phỏng sát với máy tính này đến đâu, theo từng phép toán</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="64"/>
        <source>Compare Two Runs</source>
        <translation>So sánh hai lần chạy</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="91"/>
        <source>Vary</source>
        <translation>Thay đổi</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="92"/>
        <source>Run A</source>
        <translation>Lần chạy A</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="93"/>
        <source>Run B</source>
        <translation>Lần chạy B</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="96"/>
        <source>Run Both</source>
        <translation>Chạy cả hai</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="100"/>
        <source>The other settings stay as they are in the run panel.</source>
        <translation>Các thiết lập khác giữ nguyên như trong khung Chạy.</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="111"/>
        <source>Export View</source>
        <translation>Xuất khung nhìn</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="113"/>
        <source>PNG image (*.png);;SVG vector image (*.svg);;PDF document (*.pdf)</source>
        <translation>Ảnh PNG (*.png);;Ảnh vector SVG (*.svg);;Tài liệu PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="118"/>
        <source>Export Size</source>
        <translation>Kích thước xuất</translation>
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
        <translation>Chỉ áp dụng cho PNG: số điểm ảnh trên mỗi điểm ảnh logic (2x cho slide sắc nét trên máy chiếu DPI cao)</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="137"/>
        <source>Width</source>
        <translation>Chiều rộng</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="138"/>
        <source>Height</source>
        <translation>Chiều cao</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="139"/>
        <source>Resolution</source>
        <translation>Độ phân giải</translation>
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
        <translation>Thí nghiệm sẽ chạy, kèm mục tương ứng trong chương.</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="118"/>
        <source>Simulated machine</source>
        <translation>Máy mô phỏng</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="119"/>
        <source>This machine</source>
        <translation>Máy này</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="122"/>
        <source>Sim runs on a modelled CPU and GPU with a deterministic clock; real runs on this computer.</source>
        <translation>Chế độ mô phỏng chạy trên CPU và GPU được mô hình hóa với đồng hồ tất định; chế độ thực chạy trên chính máy tính này.</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="151"/>
        <source>Scenario</source>
        <translation>Kịch bản</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="152"/>
        <source>Mode</source>
        <translation>Chế độ</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="156"/>
        <source>&lt;b&gt;Parameters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tham số&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="195"/>
        <source>From the Network dock...</source>
        <translation>Từ khung Mạng...</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="198"/>
        <source>The network built in the Network dock (presets, layers, units); click to show it.</source>
        <translation>Mạng được dựng trong khung Mạng (mạng mẫu, tầng, units); nhấp để hiển thị.</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="222"/>
        <source>(none)</source>
        <translation>(không có)</translation>
    </message>
</context>
<context>
    <name>asynclab::RunSettingsModel</name>
    <message>
        <location filename="../../ui/models/run_settings.cpp" line="242"/>
        <source>unknown scenario &apos;%1&apos;</source>
        <translation>không có kịch bản &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>asynclab::RunStatus</name>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="21"/>
        <source>CPU threads: %1</source>
        <translation>Luồng CPU: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="25"/>
        <source>Ready</source>
        <translation>Sẵn sàng</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="38"/>
        <source>Run failed: %1</source>
        <translation>Chạy thất bại: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="45"/>
        <location filename="../../ui/views/run_status.cpp" line="53"/>
        <source>Running %1...</source>
        <translation>Đang chạy %1...</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="51"/>
        <source>Paused: the front end waits before its next op (F10 steps one op, F6 resumes)</source>
        <translation>Tạm dừng: front-end chờ trước phép toán tiếp theo (F10 để chạy thêm một phép toán, F6 để tiếp tục)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/views/run_status.cpp" line="57"/>
        <source>Paused: %n op(s) issued one at a time (F10 for the next, F6 to resume)</source>
        <translation>
            <numerusform>Tạm dừng: đã phát ra %n phép toán, từng phép một (F10 cho phép toán tiếp theo, F6 để tiếp tục)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="66"/>
        <source>Stopped %1 early</source>
        <translation>Đã dừng %1 giữa chừng</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="67"/>
        <source>Finished %1 in %2</source>
        <translation>Đã chạy xong %1 trong %2</translation>
    </message>
</context>
<context>
    <name>asynclab::Scenario</name>
    <message>
        <location filename="../../ui/models/scenario_texts.cpp" line="13"/>
        <source>%1x</source>
        <translation>%1 lần</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="63"/>
        <source>the front end got control back after %1 sec, %2 sooner than the work finished (%3 sec)</source>
        <translation>front-end đã lấy lại quyền điều khiển sau %1 giây, sớm hơn %2 so với lúc công việc xong (%3 giây)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="68"/>
        <source>needs the async variant</source>
        <translation>cần biến thể async</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="121"/>
        <source>%1 ops were queued without waiting; the front end blocked %2 time(s), only to print z</source>
        <translation>%1 phép toán được đưa vào hàng đợi mà không phải chờ; front-end bị chặn %2 lần, chỉ để in z</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="125"/>
        <source>%1 ops were queued without waiting; the front end blocked %2 time(s), and z came out wrong</source>
        <translation>%1 phép toán được đưa vào hàng đợi mà không phải chờ; front-end bị chặn %2 lần, và z ra kết quả sai</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="204"/>
        <source>waitall and wait_to_read took about the same time (ratio %1); numpy and scalar conversion block as well</source>
        <translation>waitall và wait_to_read mất thời gian gần như nhau (tỉ số %1); việc chuyển sang numpy và sang số vô hướng cũng chặn</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="210"/>
        <source>needs the waitall and wait_to_read variants</source>
        <translation>cần các biến thể waitall và wait_to_read</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="272"/>
        <source>needs both variants</source>
        <translation>cần cả hai biến thể</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="293"/>
        <source>asynchronous issue was %1 faster than waiting after every op</source>
        <translation>phát lệnh bất đồng bộ nhanh hơn %1 so với chờ sau mỗi phép toán</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="414"/>
        <source>needs the each and none barriers</source>
        <translation>cần các lớp cản each và none</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="426"/>
        <source>without a barrier the peak memory above the start was %1 that with a barrier after every batch (%2 MB versus %3 MB), for about the same total time (%4 versus %5 sec)</source>
        <translation>khi không có lớp cản, bộ nhớ đỉnh (phần vượt mức ban đầu) gấp %1 so với khi có lớp cản sau mỗi batch (%2 MB so với %3 MB), với tổng thời gian gần như nhau (%4 so với %5 giây)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="432"/>
        <source>without a barrier the peak memory above the start was %1 that with a barrier after every batch (%2 MB versus %3 MB), for about the same total time (%4 versus %5 sec); the excess grows with the batches queued, each holding its input: try more batches</source>
        <translation>khi không có lớp cản, bộ nhớ đỉnh (phần vượt mức ban đầu) gấp %1 so với khi có lớp cản sau mỗi batch (%2 MB so với %3 MB), với tổng thời gian gần như nhau (%4 so với %5 giây); phần dôi ra tăng theo số batch trong hàng đợi, vì mỗi batch giữ đầu vào của nó: hãy thử nhiều batch hơn</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="447"/>
        <source>10 random 1000x1000 matrix products: synchronous, issued, and finished</source>
        <translation>10 phép nhân ma trận ngẫu nhiên 1000x1000: đồng bộ, khi phát lệnh xong, và khi tính xong</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="449"/>
        <location filename="../../engine/scenarios/async.cpp" line="477"/>
        <source>matrix size</source>
        <translation>kích thước ma trận</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="450"/>
        <location filename="../../engine/scenarios/parallel.cpp" line="171"/>
        <source>products</source>
        <translation>số phép nhân</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="461"/>
        <source>z = x * y + 2: the ops queue up, the front end waits only to print z</source>
        <translation>z = x * y + 2: các phép toán xếp hàng đợi, front-end chỉ chờ để in z</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="465"/>
        <source>times the program runs (the first is shown; total_s times all)</source>
        <translation>số lần chạy chương trình (hiển thị lần đầu; total_s đo thời gian của tất cả)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="475"/>
        <source>waitall, wait_to_read, numpy and scalar conversion all block</source>
        <translation>waitall, wait_to_read, việc chuyển sang numpy và sang số vô hướng đều chặn</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="479"/>
        <source>products per variant (the best time is reported)</source>
        <translation>số phép nhân mỗi biến thể (báo cáo thời gian tốt nhất)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="490"/>
        <source>10,000 times y = x + 1, waiting after each or only at the end (t1, t2, t3)</source>
        <translation>10.000 lần y = x + 1, chờ sau mỗi lần hoặc chỉ ở cuối (t1, t2, t3)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="493"/>
        <source>additions</source>
        <translation>số phép cộng</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="503"/>
        <source>MLP 2048-512-1 training loop with and without a barrier per batch: memory</source>
        <translation>vòng lặp huấn luyện MLP 2048-512-1 có và không có lớp cản cho mỗi batch: bộ nhớ</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="507"/>
        <source>all, or one barrier: each batch, none, or lag:K (wait for the loss of K batches earlier)</source>
        <translation>all, hoặc một lớp cản: each (mỗi batch), none, hoặc lag:K (chờ loss của batch cách đó K batch)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="512"/>
        <source>minibatches</source>
        <translation>số minibatch</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="514"/>
        <source>rows per minibatch</source>
        <translation>số hàng mỗi minibatch</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="516"/>
        <source>input features</source>
        <translation>số đặc trưng đầu vào</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="518"/>
        <source>units of the first Dense layer</source>
        <translation>units của tầng Dense thứ nhất</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="520"/>
        <source>units of the second Dense layer</source>
        <translation>units của tầng Dense thứ hai</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="523"/>
        <source>K of the lag run when barrier=all</source>
        <translation>K của lần chạy lag khi barrier=all</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="525"/>
        <source>print the time every this many batches</source>
        <translation>in thời gian sau mỗi chừng này batch</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="70"/>
        <source>GEMM or memory bandwidth figure missing</source>
        <translation>thiếu số liệu GEMM hoặc băng thông bộ nhớ</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="76"/>
        <source>the CPU does %1 FLOPs in the time it reads one float32 from memory, so an op needs that many FLOPs per value read to be compute-bound</source>
        <translation>CPU làm được %1 FLOP trong thời gian đọc một float32 từ bộ nhớ, nên một phép toán cần chừng ấy FLOP cho mỗi giá trị đọc vào mới bị giới hạn bởi tính toán</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="87"/>
        <source>measure caches, memory bandwidth, GEMM and copies (sim: the presets&apos; figures)</source>
        <translation>đo bộ đệm, băng thông bộ nhớ, GEMM và sao chép (sim: số liệu của cấu hình có sẵn)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="92"/>
        <source>real: 1 for a probe well under a second (rough figures)</source>
        <translation>real: 1 để đo nhanh, chưa tới một giây (số liệu ước chừng)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="97"/>
        <source>the interpreter issued %1 ops, the compiled program %2 (the passes folded %3 nodes into %4)</source>
        <translation>trình thông dịch phát ra %1 phép toán, chương trình đã biên dịch phát ra %2 (các bước tối ưu đã gộp %3 nút thành %4)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="220"/>
        <source>%1 hybridized calls took %2 sec against %3 sec imperative (%4 speedup); the kernels alone take %5 sec</source>
        <translation>%1 lần gọi đã hybrid hóa mất %2 giây so với %3 giây theo kiểu mệnh lệnh (tăng tốc %4); riêng các kernel mất %5 giây</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="305"/>
        <source>print fired on %1 of %2 imperative calls and on %3 of %2 hybridized calls (only while tracing); the data-dependent branch was refused when hybridized</source>
        <translation>print được gọi ở %1 trên %2 lần gọi mệnh lệnh và ở %3 trên %2 lần gọi đã hybrid hóa (chỉ khi ghi vết); nhánh phụ thuộc dữ liệu bị từ chối khi hybrid hóa</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="311"/>
        <source>print fired on %1 of %2 imperative calls and on %3 of %2 hybridized calls (only while tracing); the data-dependent branch was NOT refused when hybridized</source>
        <translation>print được gọi ở %1 trên %2 lần gọi mệnh lệnh và ở %3 trên %2 lần gọi đã hybrid hóa (chỉ khi ghi vết); nhánh phụ thuộc dữ liệu KHÔNG bị từ chối khi hybrid hóa</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="387"/>
        <source>the model re-imported from the symbol JSON and .params file gives the same output (max abs difference %1)</source>
        <translation>mô hình nhập lại từ tệp symbol JSON và tệp .params cho cùng đầu ra (chênh lệch tuyệt đối lớn nhất %1)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="399"/>
        <source>fancy_func run imperatively and compiled: ops issued</source>
        <translation>fancy_func chạy theo kiểu mệnh lệnh và khi đã biên dịch: số phép toán phát ra</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="407"/>
        <source>the MLP 512-256-128-2 called 1000 times with and without hybridization: time</source>
        <translation>mạng MLP 512-256-128-2 được gọi 1000 lần, có và không hybrid hóa: thời gian</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="412"/>
        <source>forward calls per variant</source>
        <translation>số lần gọi truyền xuôi mỗi biến thể</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="414"/>
        <source>sim: microseconds the front end spends issuing one op (a Python front end: about 20)</source>
        <translation>sim: số micro giây front-end tốn để phát ra một phép toán (front-end Python: khoảng 20)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="426"/>
        <source>print inside hybrid_forward fires only when tracing</source>
        <translation>print bên trong hybrid_forward chỉ chạy khi ghi vết</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="429"/>
        <source>calls imperatively, then hybridized</source>
        <translation>số lần gọi theo kiểu mệnh lệnh, rồi khi đã hybrid hóa</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="440"/>
        <source>export the hybridized MLP (graph JSON and parameters), import it, compare</source>
        <translation>xuất MLP đã hybrid hóa (đồ thị JSON và tham số), nhập lại rồi so sánh</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="445"/>
        <source>1: leave my_mlp-symbol.json and my_mlp-0000.params in the current folder, as the chapter&apos;s net.export(&apos;my_mlp&apos;) does</source>
        <translation>1: để lại my_mlp-symbol.json và my_mlp-0000.params trong thư mục hiện tại, như net.export(&apos;my_mlp&apos;) trong chương</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="154"/>
        <source>needs two GPUs (sim mode has them)</source>
        <translation>cần hai GPU (chế độ sim có sẵn)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="159"/>
        <source>a step on 2 GPUs took %1 ms, on 1 GPU %2 ms (%3 speedup)</source>
        <translation>một bước trên 2 GPU mất %1 ms, trên 1 GPU mất %2 ms (tăng tốc %3)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="169"/>
        <source>data-parallel training on 1, 2, 4, 8 GPUs: step time and scaling</source>
        <translation>huấn luyện song song dữ liệu trên 1, 2, 4, 8 GPU: thời gian mỗi bước và hiệu suất mở rộng</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="175"/>
        <source>GPU counts (k &lt;= 8; real mode: those this machine has)</source>
        <translation>các số lượng GPU (k &lt;= 8; chế độ real: số GPU mà máy này có)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="178"/>
        <source>minibatch rows, split across the GPUs</source>
        <translation>số hàng của minibatch, được chia cho các GPU</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="181"/>
        <source>sim: the link between GPUs</source>
        <translation>sim: đường truyền giữa các GPU</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="184"/>
        <source>sim: the link between the CPU and each GPU</source>
        <translation>sim: đường truyền giữa CPU và mỗi GPU</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="186"/>
        <source>sim: the host CPU, whose threads launch the GPUs&apos; ops (this-machine: this CPU&apos;s measured cost per op)</source>
        <translation>sim: CPU host, nơi các luồng khởi chạy phép toán của GPU (this-machine: chi phí mỗi phép toán đo được trên CPU này)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="190"/>
        <source>the all-reduce</source>
        <translation>cách thực hiện all-reduce</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="192"/>
        <source>1: all-reduce each layer during backward; 0: after it</source>
        <translation>1: all-reduce từng tầng trong lượt truyền ngược; 0: sau lượt truyền ngược</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="195"/>
        <location filename="../../engine/scenarios/scenario.cpp" line="372"/>
        <source>sim: microseconds the front end spends issuing one op</source>
        <translation>sim: số micro giây front-end tốn để phát ra một phép toán</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="76"/>
        <source>no sync point inside the loop (one wait_all at the end)</source>
        <translation>không có điểm đồng bộ trong vòng lặp (một wait_all ở cuối)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="78"/>
        <source>%1 after every iteration</source>
        <translation>%1 sau mỗi lần lặp</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="83"/>
        <source>wait for the output of %1 iterations earlier</source>
        <translation>chờ đầu ra của lần lặp cách đó %1 lần</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="337"/>
        <source>hybridized took %1 sec against %2 sec imperative (%3)</source>
        <translation>bản đã hybrid hóa mất %1 giây so với %2 giây theo kiểu mệnh lệnh (%3)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="351"/>
        <source>inside the loop the front end waited %1 of the %2 sec it took to issue (%3); the run took %4 sec. Issuing is the bottleneck: the back end waits for the front end</source>
        <translation>trong vòng lặp, front-end đã chờ %1 trong số %2 giây dùng để phát lệnh (%3); lần chạy mất %4 giây. Phát lệnh là nút nghẽn: back-end phải chờ front-end</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="356"/>
        <source>inside the loop the front end waited %1 of the %2 sec it took to issue (%3); the run took %4 sec</source>
        <translation>trong vòng lặp, front-end đã chờ %1 trong số %2 giây dùng để phát lệnh (%3); lần chạy mất %4 giây</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="360"/>
        <source>asynchronous</source>
        <translation>bất đồng bộ</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="361"/>
        <source>synchronous</source>
        <translation>đồng bộ</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="363"/>
        <source>no variant ran</source>
        <translation>không có biến thể nào chạy</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="371"/>
        <source>your network, forward or training, imperative and hybridized, with a sync point</source>
        <translation>mạng của bạn, truyền xuôi hoặc huấn luyện, theo kiểu mệnh lệnh và đã hybrid hóa, với một điểm đồng bộ</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="383"/>
        <source>the sync point after every iteration, or lag:K (wait for the output of K iterations earlier)</source>
        <translation>điểm đồng bộ sau mỗi lần lặp, hoặc lag:K (chờ đầu ra của lần lặp cách đó K lần)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="390"/>
        <source>forward calls, or training steps (L2 loss against random targets, SGD)</source>
        <translation>lần gọi truyền xuôi, hoặc bước huấn luyện (loss L2 so với mục tiêu ngẫu nhiên, SGD)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="394"/>
        <source>calls or training steps per variant</source>
        <translation>số lần gọi hoặc số bước huấn luyện mỗi biến thể</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="396"/>
        <source>rows per batch; 0: the network&apos;s own</source>
        <translation>số hàng mỗi batch; 0: theo cỡ batch của mạng</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="398"/>
        <source>run imperatively, hybridized, or both one after the other</source>
        <translation>chạy theo kiểu mệnh lệnh, đã hybrid hóa, hoặc lần lượt cả hai</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="403"/>
        <source>engine mode: asynchronous workers, everything inline, or CPU inline and GPU asynchronous</source>
        <translation>chế độ engine: các luồng xử lý bất đồng bộ, chạy mọi thứ trực tiếp, hoặc CPU trực tiếp và GPU bất đồng bộ</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="408"/>
        <source>CPU worker lanes; 0: one per hardware thread</source>
        <translation>số làn luồng xử lý CPU; 0: mỗi luồng phần cứng một làn</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="410"/>
        <source>where the network runs</source>
        <translation>nơi mạng chạy</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="413"/>
        <source>task=train: split each batch over this many GPUs (simulated in sim mode) and sum the gradients with an all-reduce; 0: no data parallelism</source>
        <translation>task=train: chia mỗi batch cho chừng này GPU (được mô phỏng ở chế độ sim) và cộng các gradient bằng all-reduce; 0: không song song dữ liệu</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="418"/>
        <source>how data-parallel training combines the gradients</source>
        <translation>cách huấn luyện song song dữ liệu gộp các gradient</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="422"/>
        <source>learning rate of the SGD trainer (task=train)</source>
        <translation>tốc độ học của bộ huấn luyện SGD (task=train)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="424"/>
        <source>random seed of parameters and data</source>
        <translation>hạt giống ngẫu nhiên cho tham số và dữ liệu</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="57"/>
        <source>needs the cpu, gpu and both variants</source>
        <translation>cần các biến thể cpu, gpu và both</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="63"/>
        <source>both devices together took %1 sec, the sum of their parts %2 sec (%3)</source>
        <translation>cả hai thiết bị chạy cùng lúc mất %1 giây, tổng thời gian từng phần là %2 giây (%3)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="125"/>
        <source>needs the compute, copy and overlapped variants</source>
        <translation>cần các biến thể compute, copy và overlapped</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="131"/>
        <source>computing and copying together took %1 sec, the sum of their parts %2 sec (%3): copies overlap the products</source>
        <translation>tính toán và sao chép cùng lúc mất %1 giây, tổng thời gian từng phần là %2 giây (%3): việc sao chép chồng lấp với các phép nhân</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="142"/>
        <source>10 matrix products on the CPU and 10 on the GPU, apart and together</source>
        <translation>10 phép nhân ma trận trên CPU và 10 trên GPU, riêng rẽ và cùng lúc</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="147"/>
        <source>CPU matrix size (the chapter&apos;s 2000)</source>
        <translation>kích thước ma trận trên CPU (trong chương là 2000)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="149"/>
        <source>GPU matrix size (the chapter: 6000, or 2000 on a small card; 12000 gives a simulated v100 about half the CPU&apos;s time)</source>
        <translation>kích thước ma trận trên GPU (trong chương: 6000, hoặc 2000 với card nhỏ; với 12000, v100 mô phỏng mất khoảng một nửa thời gian của CPU)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="153"/>
        <source>products per device</source>
        <translation>số phép nhân mỗi thiết bị</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="166"/>
        <source>10 GPU matrix products copied back to the CPU, apart and overlapped</source>
        <translation>10 phép nhân ma trận trên GPU được sao chép về CPU, riêng rẽ và chồng lấp</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="170"/>
        <source>GPU matrix size</source>
        <translation>kích thước ma trận trên GPU</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="102"/>
        <source>non-empty text (at most 1 MiB)</source>
        <translation>văn bản không rỗng (tối đa 1 MiB)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="105"/>
        <source>one of: %1</source>
        <translation>một trong: %1</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="108"/>
        <source>an integer in [%1, %2]</source>
        <translation>một số nguyên trong [%1, %2]</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="111"/>
        <source>a number in [%1, %2]</source>
        <translation>một số trong [%1, %2]</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="114"/>
        <source>%1, or %2K with K &gt;= 1</source>
        <translation>%1, hoặc %2K với K &gt;= 1</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="177"/>
        <source>held</source>
        <translation>đúng</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="178"/>
        <source>did not hold</source>
        <translation>không đúng</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="186"/>
        <source>not checked</source>
        <translation>chưa kiểm tra</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="367"/>
        <source>run every variant, or only this one</source>
        <translation>chạy mọi biến thể, hoặc chỉ biến thể này</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="378"/>
        <source>sim: the simulated GPU</source>
        <translation>sim: GPU mô phỏng</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="384"/>
        <source>sim: the simulated CPU (this-machine: this CPU, measured once and cached; with frontend_us left at its default, the measured front-end cost per op too)</source>
        <translation>sim: CPU mô phỏng (this-machine: CPU này, đo một lần rồi lưu lại; nếu frontend_us để mặc định thì dùng cả chi phí front-end đo được cho mỗi phép toán)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="393"/>
        <source>sim: the link between the CPU and the GPU</source>
        <translation>sim: đường truyền giữa CPU và GPU</translation>
    </message>
</context>
<context>
    <name>asynclab::SpanDetails</name>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="30"/>
        <location filename="../../ui/models/span_details.cpp" line="86"/>
        <location filename="../../ui/models/span_details.cpp" line="88"/>
        <source>error</source>
        <translation>lỗi</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="49"/>
        <source>lane</source>
        <translation>làn</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="51"/>
        <source>device</source>
        <translation>thiết bị</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="52"/>
        <source>pushed</source>
        <translation>vào hàng đợi</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="53"/>
        <source>start</source>
        <translation>bắt đầu</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="54"/>
        <source>end</source>
        <translation>kết thúc</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="55"/>
        <source>duration</source>
        <translation>thời lượng</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="57"/>
        <source>queued</source>
        <translation>chờ trong hàng đợi</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="58"/>
        <source>%1 after push</source>
        <translation>%1 sau khi vào hàng đợi</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="62"/>
        <source>launched by the host</source>
        <translation>host khởi chạy</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="63"/>
        <source>at %1 (the launch took %2); the GPU started it %3 later</source>
        <translation>lúc %1 (khởi chạy mất %2); GPU bắt đầu chạy nó sau đó %3</translation>
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
        <translation>tốc độ</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="82"/>
        <source>+%1 more</source>
        <translation>+%1 nữa</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="83"/>
        <source>waited on</source>
        <translation>đã chờ</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="85"/>
        <source>inside bulk</source>
        <translation>trong khối gộp</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="86"/>
        <source>failed: it threw</source>
        <translation>thất bại: phép toán ném ra ngoại lệ</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="88"/>
        <source>skipped: an input carried an error</source>
        <translation>bị bỏ qua: một đầu vào mang lỗi</translation>
    </message>
</context>
<context>
    <name>asynclab::StatsView</name>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="62"/>
        <source>Copy Ops as CSV</source>
        <translation>Sao chép phép toán dạng CSV</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="65"/>
        <source>Copy Lanes as CSV</source>
        <translation>Sao chép làn dạng CSV</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="75"/>
        <source>Ops</source>
        <translation>Phép toán</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="78"/>
        <source>Lanes</source>
        <translation>Làn</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="90"/>
        <source>Copy as CSV</source>
        <translation>Sao chép dạng CSV</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="91"/>
        <source>Copy the table shown as CSV (times in microseconds)</source>
        <translation>Sao chép bảng đang hiển thị dạng CSV (thời gian tính bằng micro giây)</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="108"/>
        <source>Ctrl+drag on the timeline selects a range and the lanes it crosses; Escape clears it</source>
        <translation>Ctrl+kéo trên dòng thời gian chọn một khoảng và các làn nó đi qua; Escape để bỏ chọn</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="129"/>
        <source>No trace yet.</source>
        <translation>Chưa có trace.</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="137"/>
        <source>%1 to %2 (%3)</source>
        <translation>%1 đến %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="141"/>
        <source>Area: %1, %2 lanes</source>
        <translation>Vùng: %1, %2 làn</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="142"/>
        <source>Visible: %1, every lane</source>
        <translation>Đang hiển thị: %1, mọi làn</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="143"/>
        <source>The area selected on the timeline; Escape there clears it</source>
        <translation>Vùng đã chọn trên dòng thời gian; nhấn Escape ở đó để bỏ</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="144"/>
        <source>What the timeline shows; Ctrl+drag on it selects an area</source>
        <translation>Phần dòng thời gian đang hiển thị; Ctrl+kéo trên đó để chọn một vùng</translation>
    </message>
</context>
<context>
    <name>asynclab::SummaryView</name>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="60"/>
        <source>Not checked:</source>
        <translation>Chưa kiểm tra:</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="61"/>
        <source>Holds:</source>
        <translation>Đúng:</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="62"/>
        <source>Does not hold:</source>
        <translation>Không đúng:</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="66"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="80"/>
        <source>Whether this run shows what the chapter describes.</source>
        <translation>Lần chạy này có cho thấy điều mà chương mô tả hay không.</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="84"/>
        <source>Metric</source>
        <translation>Chỉ số</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="84"/>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="90"/>
        <source>The numbers the scenario measured, in the order it reports them.</source>
        <translation>Các con số kịch bản đã đo, theo thứ tự kịch bản báo cáo.</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="106"/>
        <source>One row per lane of the run: how many ops ran and how busy it was.</source>
        <translation>Mỗi làn của lần chạy một hàng: số phép toán đã chạy và mức độ bận của làn.</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="118"/>
        <source>Where each lane&apos;s time went over the whole run: computing, copying and communicating; a device lane idle because its ops waited for other ops, were ready but not started, or because the front end had pushed nothing; a front end running or blocked at sync points</source>
        <translation>Thời gian của mỗi làn trong cả lần chạy đi đâu: tính toán, sao chép và truyền thông; làn thiết bị rảnh vì phép toán của nó chờ phép toán khác, đã sẵn sàng nhưng chưa bắt đầu, hoặc vì front-end chưa đẩy gì; front-end đang chạy hoặc bị chặn tại điểm đồng bộ</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="151"/>
        <source>Metrics (%1)</source>
        <translation>Chỉ số (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="152"/>
        <source>Lanes (%1)</source>
        <translation>Làn (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="153"/>
        <source>Where the Time Went</source>
        <translation>Thời gian đi đâu</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="154"/>
        <source>Selection</source>
        <translation>Vùng chọn</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="199"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 of simulated time, worked out in %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): %3 thời gian mô phỏng, máy này tính mất %4</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="201"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 wall time</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): thời gian chạy %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="202"/>
        <source>, &lt;i&gt;stopped early&lt;/i&gt;</source>
        <translation>, &lt;i&gt;đã dừng giữa chừng&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="203"/>
        <source>, values not computed (timing only)</source>
        <translation>, không tính giá trị (chỉ đo thời gian)</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="216"/>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt; %3</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt; %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="232"/>
        <source>No run yet: pick a scenario and press Run.</source>
        <translation>Chưa có lần chạy: hãy chọn một kịch bản và nhấn Chạy.</translation>
    </message>
</context>
<context>
    <name>asynclab::TimeBreakdownChart</name>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="26"/>
        <source>computing</source>
        <translation>tính toán</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="27"/>
        <source>copying</source>
        <translation>sao chép</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="28"/>
        <source>communicating</source>
        <translation>truyền thông</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="29"/>
        <source>waiting for dependencies</source>
        <translation>chờ phụ thuộc</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="30"/>
        <source>ready, not started</source>
        <translation>sẵn sàng, chưa bắt đầu</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="31"/>
        <source>idle, waiting for the front end</source>
        <translation>rảnh, chờ front-end</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="32"/>
        <source>front end running</source>
        <translation>front-end đang chạy</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="33"/>
        <source>front end blocked at sync points</source>
        <translation>front-end bị chặn tại điểm đồng bộ</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="108"/>
        <source>No run yet</source>
        <translation>Chưa có lần chạy</translation>
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
        <translation>&amp;Lùi lại</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="14"/>
        <source>Show the time range shown before the last zoom or pan</source>
        <translation>Hiển thị khoảng thời gian trước lần phóng to, thu nhỏ hoặc kéo gần nhất</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="15"/>
        <source>&amp;Forward</source>
        <translation>&amp;Tiến tới</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="18"/>
        <source>Show again the time range Back left</source>
        <translation>Hiển thị lại khoảng thời gian mà Lùi lại đã rời khỏi</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="19"/>
        <source>&amp;Fit</source>
        <translation>&amp;Vừa khung</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="21"/>
        <source>Show the whole run</source>
        <translation>Hiển thị toàn bộ lần chạy</translation>
    </message>
</context>
<context>
    <name>asynclab::TimelineView</name>
    <message>
        <location filename="../../ui/views/plot_elements.cpp" line="149"/>
        <source>blocked (sync)</source>
        <translation>bị chặn (đồng bộ)</translation>
    </message>
    <message>
        <location filename="../../ui/views/plot_elements.cpp" line="152"/>
        <source>failed</source>
        <translation>thất bại</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="66"/>
        <source>Search ops by name (Ctrl+F)</source>
        <translation>Tìm phép toán theo tên (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="69"/>
        <location filename="../../ui/views/timeline_view.cpp" line="869"/>
        <source>Ops whose name holds this text are outlined; Enter goes to the next, Shift+Enter to the previous</source>
        <translation>Các phép toán có tên chứa chuỗi này được viền; Enter tới cái tiếp theo, Shift+Enter tới cái trước</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="74"/>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="76"/>
        <source>Read the search as a regular expression (case insensitive)</source>
        <translation>Hiểu chuỗi tìm là biểu thức chính quy (không phân biệt hoa thường)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="79"/>
        <source>Filter</source>
        <translation>Lọc</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="81"/>
        <source>Dim every op that does not match</source>
        <translation>Làm mờ mọi phép toán không khớp</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="85"/>
        <source>Previous match (Shift+Enter)</source>
        <translation>Kết quả trước (Shift+Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="89"/>
        <source>Next match (Enter)</source>
        <translation>Kết quả tiếp theo (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="220"/>
        <source>&amp;Fit</source>
        <translation>&amp;Vừa khung</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="221"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Phóng to</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="223"/>
        <source>Zoom &amp;Out</source>
        <translation>Thu &amp;nhỏ</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="225"/>
        <source>Follow &amp;Live</source>
        <translation>Theo &amp;dõi trực tiếp</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="230"/>
        <source>Hide &amp;Idle Lanes</source>
        <translation>Ẩn làn &amp;rảnh</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="234"/>
        <source>Leave out the lanes where nothing has run (a device&apos;s copy engines, a CPU the run did not use); they come back as soon as an op runs there</source>
        <translation>Ẩn những làn chưa có gì chạy (các engine sao chép của một thiết bị, một CPU mà lần chạy không dùng); chúng sẽ xuất hiện lại ngay khi có phép toán chạy trên đó</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="242"/>
        <source>&amp;Find Ops...</source>
        <translation>&amp;Tìm phép toán...</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="415"/>
        <source>%1 (%2 lanes)</source>
        <translation>%1 (%2 làn)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="829"/>
        <source>&lt;b&gt;blocked: %1&lt;/b&gt; on %2&lt;br&gt;duration %3</source>
        <translation>&lt;b&gt;bị chặn: %1&lt;/b&gt; trên %2&lt;br&gt;thời lượng %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="833"/>
        <source>&lt;br&gt;awaited: %1</source>
        <translation>&lt;br&gt;chờ: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="834"/>
        <source>&lt;br&gt;at %1</source>
        <translation>&lt;br&gt;tại: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="835"/>
        <source>&lt;br&gt;last op: #%1</source>
        <translation>&lt;br&gt;phép toán cuối: #%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="868"/>
        <source>Not a valid regular expression: %1</source>
        <translation>Không phải biểu thức chính quy hợp lệ: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="880"/>
        <source>Invalid regex: %1</source>
        <translation>Regex không hợp lệ: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="881"/>
        <source>No matches</source>
        <translation>Không có kết quả</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="883"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="884"/>
        <source>%1 matches</source>
        <translation>%1 kết quả</translation>
    </message>
</context>
<context>
    <name>asynclab::WindowActions</name>
    <message>
        <location filename="../../ui/window_actions.cpp" line="47"/>
        <source>Export Timeline as %1...</source>
        <translation>Xuất dòng thời gian dạng %1...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="48"/>
        <source>Save the timeline as it is shown now as a %1 file</source>
        <translation>Lưu dòng thời gian như đang hiển thị thành tệp %1</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="55"/>
        <source>&amp;Timeline...</source>
        <translation>&amp;Dòng thời gian...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="56"/>
        <source>&amp;Memory Chart...</source>
        <translation>&amp;Biểu đồ bộ nhớ...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="57"/>
        <source>Dependency &amp;Graph...</source>
        <translation>Đồ thị &amp;quan hệ phụ thuộc...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="58"/>
        <source>&amp;Comparison...</source>
        <translation>&amp;So sánh...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="62"/>
        <source>Save this view as PNG, SVG or PDF at a size you choose</source>
        <translation>Lưu khung nhìn này thành PNG, SVG hoặc PDF với kích thước tùy chọn</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="65"/>
        <source>Export &amp;Trace...</source>
        <translation>Xuất t&amp;race...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="66"/>
        <source>Save the last run as a Chrome trace for Perfetto or chrome://tracing</source>
        <translation>Lưu lần chạy gần nhất thành Chrome trace cho Perfetto hoặc chrome://tracing</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="69"/>
        <source>Open &amp;Python Script...</source>
        <translation>Mở script &amp;Python...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="70"/>
        <source>Open a Python script (mxnet, torch, d2l) in the Code dock, to run its cells on AsyncLab&apos;s engine</source>
        <translation>Mở một script Python (mxnet, torch, d2l) trong khung Mã để chạy các ô của nó trên engine của AsyncLab</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="72"/>
        <source>Save P&amp;ython Script</source>
        <translation>Lưu script P&amp;ython</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="73"/>
        <source>Save the Code dock&apos;s script (Ctrl+S in the editor)</source>
        <translation>Lưu script trong khung Mã (Ctrl+S trong trình soạn)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="75"/>
        <source>Save Python Script &amp;As...</source>
        <translation>Lưu script Python &amp;thành...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="76"/>
        <source>Save the Code dock&apos;s script under another name</source>
        <translation>Lưu script trong khung Mã với tên khác</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="77"/>
        <source>&amp;Quit</source>
        <translation>&amp;Thoát</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="77"/>
        <source>Quit AsyncLab</source>
        <translation>Thoát AsyncLab</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="89"/>
        <source>&amp;About AsyncLab</source>
        <translation>&amp;Giới thiệu AsyncLab</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="90"/>
        <source>Version, license and build information</source>
        <translation>Thông tin phiên bản, giấy phép và bản dựng</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="97"/>
        <source>&amp;Collapse Device Lanes</source>
        <translation>Th&amp;u gọn làn thiết bị</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="98"/>
        <source>Draw each device&apos;s lanes on one row (click a device&apos;s label to toggle one)</source>
        <translation>Vẽ các làn của mỗi thiết bị trên một hàng (nhấp vào nhãn của một thiết bị để thu gọn hoặc mở rộng riêng thiết bị đó)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="99"/>
        <source>&amp;Expand Device Lanes</source>
        <translation>&amp;Mở rộng làn thiết bị</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="100"/>
        <source>One row per lane again</source>
        <translation>Trở lại mỗi làn một hàng</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="103"/>
        <source>&amp;System</source>
        <translation>&amp;Hệ thống</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="103"/>
        <source>Follow the desktop&apos;s colours</source>
        <translation>Theo màu sắc của môi trường desktop</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="104"/>
        <source>&amp;Light</source>
        <translation>&amp;Sáng</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="105"/>
        <source>Dark text on light backgrounds (good for printed slides)</source>
        <translation>Chữ tối trên nền sáng (phù hợp với slide in ra giấy)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="106"/>
        <source>&amp;Dark</source>
        <translation>&amp;Tối</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="107"/>
        <source>Light text on dark backgrounds (good for a darkened lecture hall)</source>
        <translation>Chữ sáng trên nền tối (phù hợp với giảng đường thiếu sáng)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="115"/>
        <source>Teacher &amp;Mode</source>
        <translation>&amp;Chế độ giáo viên</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="116"/>
        <source>For a class: predictions are asked of the room, each run&apos;s result stays hidden until Reveal, and the fonts are large enough for a projector</source>
        <translation>Dành cho lớp học: cả lớp cùng dự đoán, kết quả mỗi lần chạy được giấu cho đến khi nhấn Công bố, và chữ đủ lớn để chiếu lên máy chiếu</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="120"/>
        <source>Play</source>
        <translation>Phát</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="121"/>
        <source>Replay the run at the speed chosen beside the slider (Ctrl+Space)</source>
        <translation>Phát lại lần chạy ở tốc độ chọn cạnh thanh trượt (Ctrl+Space)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="124"/>
        <source>Previous</source>
        <translation>Trước</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="125"/>
        <source>Back to the previous instant an op started or ended (,)</source>
        <translation>Lùi về thời điểm trước đó một phép toán bắt đầu hoặc kết thúc (,)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="128"/>
        <source>Next</source>
        <translation>Tiếp</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="129"/>
        <source>On to the next instant an op starts or ends (.)</source>
        <translation>Tới thời điểm kế tiếp một phép toán bắt đầu hoặc kết thúc (.)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="130"/>
        <source>End</source>
        <translation>Kết thúc</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="131"/>
        <source>End the replay: the views show the whole run again</source>
        <translation>Kết thúc phát lại: các khung nhìn lại hiển thị toàn bộ lần chạy</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="135"/>
        <source>System &amp;Language</source>
        <translation>&amp;Ngôn ngữ hệ thống</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="136"/>
        <source>The desktop&apos;s language, where AsyncLab has it</source>
        <translation>Ngôn ngữ của máy tính, nếu AsyncLab có bản dịch đó</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="143"/>
        <source>The interface and the lessons in %1</source>
        <translation>Giao diện và bài học bằng %1</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="152"/>
        <location filename="../../ui/window_actions.cpp" line="271"/>
        <source>&amp;Run</source>
        <translation>&amp;Chạy</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="153"/>
        <source>Run the selected scenario with these parameters (Ctrl+R).</source>
        <translation>Chạy kịch bản đã chọn với các tham số này (Ctrl+R).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="155"/>
        <source>&amp;Stop</source>
        <translation>&amp;Dừng</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="156"/>
        <source>Stop the run at its next check; what ran so far is shown (Esc).</source>
        <translation>Dừng lần chạy ở lần kiểm tra kế tiếp; phần đã chạy vẫn được hiển thị (Esc).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="158"/>
        <source>&amp;Pause</source>
        <translation>&amp;Tạm dừng</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="159"/>
        <source>Hold the front end before its next op; the engine finishes what is already queued (F6; again to resume).</source>
        <translation>Giữ front-end lại trước phép toán tiếp theo; engine vẫn hoàn thành những gì đã có trong hàng đợi (F6; nhấn lần nữa để tiếp tục).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="162"/>
        <source>S&amp;tep</source>
        <translation>Từng &amp;bước</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="163"/>
        <source>Let the front end issue exactly one more op, then hold it again (F10).</source>
        <translation>Cho front-end phát ra đúng một phép toán nữa, rồi giữ lại (F10).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="165"/>
        <source>&amp;Compare...</source>
        <translation>&amp;So sánh...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="166"/>
        <source>Run the scenario twice with one setting changed (sync versus async, imperative versus hybridized) and show both on one time axis (Ctrl+Shift+R).</source>
        <translation>Chạy kịch bản hai lần với một thiết lập thay đổi (đồng bộ so với bất đồng bộ, mệnh lệnh so với đã hybrid hóa) và hiển thị cả hai trên cùng một trục thời gian (Ctrl+Shift+R).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="170"/>
        <source>Show &amp;Hybridized Graph</source>
        <translation>Xem đồ thị đã &amp;hybrid hóa</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="171"/>
        <source>Trace the Network dock&apos;s network and show its graph before and after each optimization pass (Ctrl+G).</source>
        <translation>Ghi vết mạng trong khung Mạng và hiển thị đồ thị của nó trước và sau mỗi bước tối ưu (Ctrl+G).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="174"/>
        <source>Run C&amp;ell</source>
        <translation>Chạy &amp;ô</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="178"/>
        <source>Run Cell and Ad&amp;vance</source>
        <translation>Chạy ô và &amp;sang ô sau</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="182"/>
        <source>Run &amp;All Cells</source>
        <translation>Chạy &amp;mọi ô</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="186"/>
        <source>Restart P&amp;ython</source>
        <translation>&amp;Khởi động lại Python</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="175"/>
        <source>Run the Code dock&apos;s cell that holds the cursor, in the namespace the cells before left (Ctrl+Enter).</source>
        <translation>Chạy ô chứa con trỏ trong khung Mã, trong không gian tên mà các ô trước để lại (Ctrl+Enter).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="42"/>
        <source>&amp;Open...</source>
        <translation>&amp;Mở...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="43"/>
        <source>Open a Chrome trace (.json, .json.gz), a session, an MXNet symbol or a Python script: AsyncLab recognises which by its content</source>
        <translation>Mở một trace Chrome (.json, .json.gz), một phiên, một symbol MXNet hoặc một script Python: AsyncLab nhận ra loại tệp qua nội dung</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="79"/>
        <source>&amp;Save Session</source>
        <translation>&amp;Lưu phiên</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="80"/>
        <source>Save the network, the run settings and the last run in the session&apos;s file (a new session asks for one)</source>
        <translation>Lưu mạng, thiết lập chạy và lần chạy gần nhất vào tệp của phiên (phiên mới sẽ hỏi tên tệp)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="83"/>
        <source>Save Session &amp;As...</source>
        <translation>Lưu phiên &amp;thành...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="84"/>
        <source>Save the network, the run settings and the last run in another file</source>
        <translation>Lưu mạng, thiết lập chạy và lần chạy gần nhất vào một tệp khác</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="86"/>
        <source>&amp;Manual</source>
        <translation>&amp;Hướng dẫn</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="87"/>
        <source>The Lesson dock: the chapter step by step, each step with its run (F1)</source>
        <translation>Khung Bài học: chương này từng bước, mỗi bước có lần chạy của nó (F1)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="92"/>
        <source>About &amp;Qt</source>
        <translation>Giới thiệu &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="93"/>
        <source>The version of Qt AsyncLab runs on, and its license</source>
        <translation>Phiên bản Qt mà AsyncLab chạy trên đó, và giấy phép của nó</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="179"/>
        <source>Run the cell that holds the cursor, then move to the next cell (Shift+Enter).</source>
        <translation>Chạy ô chứa con trỏ rồi chuyển sang ô tiếp theo (Shift+Enter).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="183"/>
        <source>Run every cell of the script, from the first, one after another (Ctrl+Shift+Enter).</source>
        <translation>Chạy lần lượt mọi ô của script, bắt đầu từ ô đầu tiên (Ctrl+Shift+Enter).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="187"/>
        <source>Forget every variable the cells made and start on a fresh engine, with mxnet, torch and d2l imported anew.</source>
        <translation>Quên mọi biến mà các ô đã tạo và bắt đầu trên một engine mới, với mxnet, torch và d2l được nhập lại.</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="191"/>
        <source>Run Cell</source>
        <translation>Chạy ô</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="192"/>
        <source>Run, Next</source>
        <translation>Chạy, sang ô sau</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="193"/>
        <source>Run All</source>
        <translation>Chạy tất cả</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="194"/>
        <source>Restart</source>
        <translation>Khởi động lại</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="196"/>
        <source>Time GPU Ops on the &amp;Device</source>
        <translation>Đo thời gian phép toán GPU trên th&amp;iết bị</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="197"/>
        <source>On a real GPU, place each op where the GPU ran it, from timing events recorded around it, as Nsight Systems shows kernels. Off: where the host launched it. Applies from the next run.</source>
        <translation>Trên GPU thật, đặt mỗi phép toán vào đúng lúc GPU chạy nó, dựa trên các sự kiện đo thời gian ghi lại quanh phép toán, giống cách Nsight Systems hiển thị kernel. Tắt: đặt vào lúc host khởi chạy nó. Áp dụng từ lần chạy tiếp theo.</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="202"/>
        <source>Skip the &amp;Math (Timing Only)</source>
        <translation>Bỏ qua &amp;phép tính (chỉ đo thời gian)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="203"/>
        <source>In simulated runs, put every op on the clock and account its memory without computing it, so that a large network or a long loop finishes in seconds. Times and memory stay the same; values are not computed (scenarios and networks that print values or branch on them compute them anyway). Applies from the next run.</source>
        <translation>Trong các lần chạy mô phỏng, tính thời gian và bộ nhớ cho mọi phép toán mà không thực sự tính toán nó, để một mạng lớn hay một vòng lặp dài chạy xong trong vài giây. Thời gian và bộ nhớ không đổi; các giá trị không được tính (kịch bản và mạng có in ra giá trị hoặc rẽ nhánh theo giá trị thì vẫn tính). Áp dụng từ lần chạy tiếp theo.</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="209"/>
        <source>Sleep at &amp;Once</source>
        <translation>Ngủ &amp;ngay</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="210"/>
        <source>Threads sleep as soon as they run out of work: every hand-over between the front end and a worker goes through the kernel</source>
        <translation>Các luồng ngủ ngay khi hết việc: mọi lần chuyển giao giữa front-end và một luồng xử lý đều đi qua nhân hệ điều hành</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="212"/>
        <source>Spin %1 µs (&amp;Default)</source>
        <translation>Chờ bận %1 µs (&amp;mặc định)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="213"/>
        <source>A few times what a sleep and a wake-up cost: ops that follow each other closely never pay it</source>
        <translation>Gấp vài lần chi phí của một lần ngủ và đánh thức: các phép toán nối tiếp nhau sát sao không bao giờ phải trả chi phí đó</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="215"/>
        <source>Spin &amp;200 µs</source>
        <translation>Chờ bận &amp;200 µs</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="215"/>
        <source>Longer gaps between ops are bridged too</source>
        <translation>Cả những khoảng trống dài hơn giữa các phép toán cũng được lấp</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="216"/>
        <source>Spin &amp;1 ms</source>
        <translation>Chờ bận &amp;1 ms</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="217"/>
        <source>Idle threads hold their cores for up to a millisecond</source>
        <translation>Luồng rảnh giữ lõi của nó tới một mili giây</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="223"/>
        <location filename="../../ui/window_actions.cpp" line="341"/>
        <source>&amp;Other...</source>
        <translation>&amp;Khác...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="225"/>
        <source>Any budget from 0 to %1 µs</source>
        <translation>Bất kỳ giá trị nào từ 0 đến %1 µs</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="234"/>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="243"/>
        <source>&amp;Export View</source>
        <translation>Xuất &amp;khung nhìn</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="250"/>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="258"/>
        <source>&amp;Theme</source>
        <translation>&amp;Giao diện</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="261"/>
        <source>Re&amp;play</source>
        <translation>P&amp;hát lại</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="265"/>
        <source>L&amp;anguage</source>
        <translation>Ngôn n&amp;gữ</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="280"/>
        <source>&amp;Spin Before Sleeping</source>
        <translation>Chờ bận trước khi &amp;ngủ</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="284"/>
        <source>How long an idle worker, or the front end waiting at a sync, watches for work on its core before it sleeps. Waking a sleeping thread costs the waker microseconds (the Summary counts them as cpu_wakeups). Applies from the next run.</source>
        <translation>Khoảng thời gian mà một luồng xử lý rảnh, hoặc front-end đang chờ tại một điểm đồng bộ, tiếp tục canh việc trên lõi của nó trước khi ngủ. Đánh thức một luồng đang ngủ khiến bên đánh thức tốn vài micro giây (khung Tóm tắt đếm chúng là cpu_wakeups). Áp dụng từ lần chạy tiếp theo.</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="292"/>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="341"/>
        <source>&amp;Other (%1 µs)...</source>
        <translation>&amp;Khác (%1 µs)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="354"/>
        <source>Spin Before Sleeping</source>
        <translation>Chờ bận trước khi ngủ</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="355"/>
        <source>Microseconds an idle thread spins before it sleeps (0 to %1):</source>
        <translation>Số micro giây một luồng rảnh chờ bận trước khi ngủ (0 đến %1):</translation>
    </message>
</context>
</TS>
